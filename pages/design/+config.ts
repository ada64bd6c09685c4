import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: { slug: 'nonBlank', design_id: 'nonBlank' },
  cache: 'public',
} satisfies Config
