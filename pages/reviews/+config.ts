import type { Config } from 'vike/types'

export default {
  layout: 'master',
  // A signed-in customer gets a form to review their own orders (decision 039).
  cache: 'private',
} satisfies Config
