import type { Config } from 'vike/types'

export default {
  layout: 'master',
  guards: ['redirect-contact-if-logged'],
} satisfies Config
