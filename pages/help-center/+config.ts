import type { Config } from 'vike/types'

export default {
  layout: 'master',
  cache: 'public',
} satisfies Config
