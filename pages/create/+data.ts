// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { db, notFound, storefront } from '../page-context.js'
import { editorPage, type EditorPageData } from '../../server/services/editor/editor-page.js'

const id = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null)

/**
 * /create/{article_id}: the editor with its starting document (see editorPage). The shop session is persisted here
 * so that the editor's uploads and autosaves land in the session this page was rendered for.
 */
export async function data(pc: PageContextServer): Promise<EditorPageData> {
  const sf = storefront(pc)
  const q = pc.urlParsed.search
  const page = await editorPage({ db: db(pc) }, { owner: pc.sessionId!, brandSlug: sf.brandSlug }, sf, {
    articleId: Number(pc.routeParams.article_id),
    designId: id(q.design ?? null),
    savedId: id(q.saved ?? null),
    customerId: pc.user ? Number(pc.user.id) : null,
    fresh: q.new === '1',
    fields: q,
  })
  if (!page) notFound(pc)
  pc.persistShopSession?.()
  return {
    ...page,
    extSessionId: pc.shopSessionId!,
    signedIn: pc.user !== null,
    country: pc.tenantServer!.site.country,
  }
}
export type Data = EditorPageData
