import type { Config } from 'vike/types'

export default {
  layout: 'master',
  guards: ['login-redirection-by-cart'],
  auth: 'guest-only',
} satisfies Config
