import type { Config } from 'vike/types'

export default {
  layout: 'master-accounts',
  guards: ['allow-accounts-orders'],
  auth: 'required',
  params: { public_id: 'publicId' },
} satisfies Config
