// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { db, notFound, storefront } from '../page-context.js'
import { designArtFor, editorArticle, editorStart } from '../../server/services/editor/designs.js'
import { canvasMm } from '../../server/domain/editor/print-spec.js'

const id = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null)

/**
 * /create/{article_id}: the article's print spec and the document the editor opens with (saved design, autosaved
 * draft, catalog design from ?design=, or blank). The shop session is persisted here so that the editor's uploads
 * and autosaves land in the session this page was rendered for.
 */
export function data(pc: PageContextServer) {
  const sf = storefront(pc)
  const article = editorArticle({ db: db(pc) }, sf, Number(pc.routeParams.article_id))
  if (!article) notFound(pc)
  const q = pc.urlParsed.search
  const designId = id(q.design ?? null)
  const start = editorStart({ db: db(pc) }, { owner: pc.sessionId!, brandSlug: sf.brandSlug }, sf, {
    articleId: article.id,
    designId,
    savedId: id(q.saved ?? null),
    customerId: pc.user ? Number(pc.user.id) : null,
    fresh: q.new === '1',
  })
  const design =
    start.doc.background.designId === null ? null : designArtFor({ db: db(pc) }, sf, start.doc.background.designId)
  pc.persistShopSession?.()
  return {
    article: { id: article.id, name: article.name, priceMinor: article.priceMinor },
    spec: article.spec,
    canvas: canvasMm(article.spec),
    start,
    design: design ? { id: design.seed, name: design.name } : null,
    extSessionId: pc.shopSessionId!,
    signedIn: pc.user !== null,
  }
}
export type Data = ReturnType<typeof data>
