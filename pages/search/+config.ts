import type { Config } from 'vike/types'

export default {
  layout: 'master',
  requiredQuery: ['query'],
  cache: 'public',
} satisfies Config
