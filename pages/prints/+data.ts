// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { FORM_UPLOAD_FILES, MAX_COPIES, MAX_DRAFT_PHOTOS } from '../../server/domain/prints/prints-draft.js'
import { printsArticle, readPrints } from '../../server/services/prints/prints-draft.js'
import { db, notFound, storefront } from '../page-context.js'

const text = (v: string | undefined, max: number) => (v ? v.slice(0, max) : null)

/**
 * /prints/{article_id}: the session's prints of a PHOTO_PRINT article (decision 054), read back from the server so a
 * reload finds them; any other article is a 404. The query carries what the last form post did (?added, ?reopened,
 * ?failed, ?error).
 */
export async function data(pc: PageContextServer) {
  const sf = storefront(pc)
  const article = await printsArticle({ db: db(pc) }, sf, Number(pc.routeParams.article_id))
  if (!article) notFound(pc)
  // The uploads and the draft belong to the shop session: it must be kept from this page on.
  pc.persistShopSession?.()
  const prints = await readPrints({ db: db(pc) }, { owner: pc.sessionId!, brandSlug: sf.brandSlug }, article)
  const q = pc.urlParsed.search
  const count = (v: string | undefined) => (v !== undefined && /^\d{1,3}$/.test(v) ? Number(v) : null)
  const seo: PageSeo = { noindex: true }
  return {
    article: { id: article.id, name: article.name, range: article.range },
    prints,
    limits: { formFiles: FORM_UPLOAD_FILES, photos: MAX_DRAFT_PHOTOS, copies: MAX_COPIES },
    notice: {
      added: count(q.added),
      reopened: count(q.reopened),
      failed: text(q.failed, 500),
      error: text(q.error, 40),
    },
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
