import type { Config } from 'vike/types'

export default {
  layout: 'constructor',
  guards: ['force-ssr', 'set-constructor-layout'],
  params: { article_id: 'createArticleId' },
  ssr: true,
} satisfies Config
