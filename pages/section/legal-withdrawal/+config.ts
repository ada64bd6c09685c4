import type { Config } from 'vike/types'

export default {
  // Open even when the brand requires sign-in for the whole site (legal texts, links in mails).
  auth: 'public',
  layout: 'master',
  cache: 'public',
} satisfies Config
