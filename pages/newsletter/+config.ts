import type { Config } from 'vike/types'

export default {
  // Open even when the brand requires sign-in for the whole site: the confirmation link arrives by mail.
  auth: 'public',
  layout: 'master',
} satisfies Config
