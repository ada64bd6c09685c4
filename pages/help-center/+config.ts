import type { Config } from 'vike/types'

export default {
  layout: 'master',
} satisfies Config
