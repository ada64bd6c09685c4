import type { Config } from 'vike/types'

export default {
  layout: 'master',
  guards: ['tracking-redirect-if-logged'],
} satisfies Config
