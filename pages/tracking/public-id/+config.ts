import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: { public_id: 'nonBlank' },
} satisfies Config
