import type { Config } from 'vike/types'

/** The built-in test PSP's hosted payment page (a real PSP would show its own page on its own domain). */
export default {
  layout: 'light',
  params: { id: 'nonBlank' },
} satisfies Config
