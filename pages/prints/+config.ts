import type { Config } from 'vike/types'

/** The prints page holds the shopper's own photos: rendered per request, never cached, only on brands selling prints. */
export default {
  layout: 'master',
  guards: ['redirect-not-foticos'],
  params: { article_id: 'createArticleId' },
  ssr: true,
} satisfies Config
