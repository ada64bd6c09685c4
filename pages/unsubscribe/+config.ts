import type { Config } from 'vike/types'

export default {
  layout: 'blank',
} satisfies Config
