import type { Db } from '../../../db/client.js'
import { listArticles, type Storefront } from '../../../db/queries/catalog.js'
import { deleteSavedDesign, listSavedDesigns, setDesignPublished } from '../../../db/queries/customer-area.js'
import { booleanFilterValue, type DesignsQuery } from '../../domain/accounts/account-lists.js'

/**
 * /accounts/designs: the account's saved designs with the product name in the shopper's language. `editable` is
 * false when the product is no longer sold on this site (the editor could not open it).
 */
export async function savedDesigns(db: Db, sf: Storefront, customerId: number, query: DesignsQuery) {
  const rows = await listSavedDesigns(db, customerId, {
    sort: query.sort,
    kind: query.kind,
    published: booleanFilterValue(query.published),
  })
  const articles = new Map(
    (await listArticles(db, sf, [...new Set(rows.map((r) => r.articleId))])).map((a) => [a.id, a.name]),
  )
  return rows.map((r) => ({
    ...r,
    productName: articles.get(r.articleId) ?? null,
    editable: articles.has(r.articleId),
  }))
}

/** Only the owner's design can be deleted; false otherwise (the router answers 404). */
export async function deleteDesign(db: Db, customerId: number, designRowId: number): Promise<boolean> {
  return deleteSavedDesign(db, customerId, designRowId)
}

/** /accounts/designs/admin: a partner's designs with publication state, popularity and sales, best sellers first. */
export function partnerDesigns(db: Db, sf: Storefront, customerId: number) {
  return savedDesigns(db, sf, customerId, { sort: 'POPULARITY', kind: null, published: 'ALL' })
}

export async function publishDesign(
  deps: { db: Db; now: () => number },
  customerId: number,
  designRowId: number,
  published: boolean,
): Promise<boolean> {
  return setDesignPublished(deps.db, customerId, designRowId, published, deps.now())
}
