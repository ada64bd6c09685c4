import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { storefrontOf, type Storefront } from '../server/services/catalog/catalog-pages.js'
import type { CartContext } from '../server/services/cart/cart.js'
import type { ContentScope } from '../server/services/catalog/content-pages.js'
import { parseListQuery, type ListQuery } from '../server/domain/catalog/catalog-query.js'

/**
 * What every +data hook takes from its page context (catalog, account, help and checkout pages alike): where the
 * shopper is, the database to hand to a service, the list state of the query string, and the 404s.
 */
export function storefront(pc: PageContextServer): Storefront {
  if (!pc.tenantServer) throw new Error('tenantServer missing from pageContext')
  return storefrontOf(pc.tenantServer, pc.locale, pc.contentVersion)
}

/** Whose pages and blog posts a page shows: the brand's in its language, or a previewed draft's (decision 045). */
export function contentScope(pc: PageContextServer): ContentScope {
  return { ...storefront(pc), previewPages: pc.tenantServer!.previewPages }
}

/** Where the shopper's cart is priced: the storefront, its country (VAT) and the brand's rule for codes with offers. */
export function cartStorefront(pc: PageContextServer): CartContext['sf'] {
  const sf = storefront(pc)
  return { ...sf, country: pc.tenantServer!.site.country, promotionStacking: pc.tenantServer!.brand.promotionStacking }
}

/** The database for a service call; hooks never query it themselves. */
export function db(pc: PageContextServer): NonNullable<PageContextServer['db']> {
  if (!pc.db) throw new Error('database missing from pageContext')
  return pc.db
}

/** The payment providers of this shop (by mode and configuration): which methods can be paid. */
export function paymentProviders(pc: PageContextServer): NonNullable<PageContextServer['paymentProviders']> {
  if (!pc.paymentProviders) throw new Error('payment providers missing from pageContext')
  return pc.paymentProviders
}

/**
 * A malformed ?sort/?category/?page is treated like an invalid route parameter (404 "Page Not Found"), with the
 * reason logged; Vike's render() has no 400, and a silent default would hide broken links.
 */
export function listQuery(pc: PageContextServer): ListQuery {
  const parsed = parseListQuery(pc.urlParsed.search)
  if (!parsed.ok) invalidQuery(pc, parsed.error)
  return parsed.value
}

export function invalidQuery(pc: PageContextServer, error: string): never {
  throw render(404, `Page Not Found: ${pc.urlOriginal.split(/[?#]/)[0]} (${error})`)
}

export function notFound(pc: PageContextServer): never {
  throw render(404, `Page not found: ${pc.urlOriginal.split(/[?#]/)[0]}`)
}
