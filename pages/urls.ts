import type { PageContextServer } from 'vike/types'
import { localizePath } from '../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../server/domain/tenancy/tenant.js'

/**
 * The one home of page URLs: a logical path ("/cart", "/_section/legal") as the visitor sees it, in the page's
 * language with the site's prefix. Hooks and guards use it on the server (links, redirects, structured data), the
 * LocalLink component in the browser, so the relative form needs only the public fields of the page context.
 */
type UrlContext = Pick<Vike.PageContext, 'locale' | 'tenant'>

/** A path in the visitor's language and prefix, for links and redirects. */
export function localHref(pc: UrlContext, logicalPath: string): string {
  return localizePath(logicalPath, pc.locale, siteRouting(pc.tenant.site))
}

/** The same path as an absolute URL on the site's first host (canonical links, JSON-LD); server only. */
export function absoluteUrl(pc: PageContextServer, logicalPath: string): string {
  return pc.originOf!(pc.tenantServer!.site.hosts[0]!) + localHref(pc, logicalPath)
}
