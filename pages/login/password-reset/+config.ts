import type { Config } from 'vike/types'

export default {
  layout: 'master',
  auth: 'guest-only',
} satisfies Config
