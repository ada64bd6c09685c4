import type { Config } from 'vike/types'

export default {
  layout: 'master-accounts',
  guards: ['allow-accounts-tickets'],
  auth: 'required',
  params: { public_id: 'nonBlank' },
} satisfies Config
