import type { Config } from 'vike/types'

export default {
  layout: 'master-accounts',
  guards: ['allow-accounts-invoices'],
  auth: 'internal',
} satisfies Config
