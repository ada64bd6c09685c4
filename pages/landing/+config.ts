import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: { slug: 'nonBlank' },
  cache: 'public',
} satisfies Config
