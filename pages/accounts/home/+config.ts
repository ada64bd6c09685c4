import type { Config } from 'vike/types'

export default {
  layout: 'master-accounts',
  auth: 'required',
} satisfies Config
