import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: { slug: 'nonBlank', article_id: 'digits' },
  cache: 'public',
} satisfies Config
