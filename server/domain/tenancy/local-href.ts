import type { ShopLanguage } from '../vocabulary/shop-enums.js'
import { localizePath } from './locale-path.js'
import { siteRouting, type PublicTenant } from './tenant.js'

/** The public fields of a page context a link needs, so the same function serves hooks on the server and the browser. */
interface UrlContext {
  locale: ShopLanguage
  tenant: Pick<PublicTenant, 'site'>
}

/**
 * A logical path ("/cart", "/_section/legal") in the visitor's language with the site's prefix, for links and
 * redirects: page hooks and guards on the server, the LocalLink component in the browser. Here rather than in pages/
 * so components may use it too (components never import pages).
 */
export function localHref(pc: UrlContext, logicalPath: string): string {
  return localizePath(logicalPath, pc.locale, siteRouting(pc.tenant.site))
}
