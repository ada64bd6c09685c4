import type { Config } from 'vike/types'

// Signed-in customers chat too: the contact page's redirect-contact-if-logged does not apply here.
export default {
  layout: 'master',
  guards: [],
} satisfies Config
