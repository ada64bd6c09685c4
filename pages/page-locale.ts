import type { PageContext } from 'vike/types'
import { languageOfPath } from '../server/domain/tenancy/locale-path.js'
import { publicTenantIn, siteRouting } from '../server/domain/tenancy/tenant.js'

/**
 * An error page rendered before routing finished (a refused locale prefix, an abort in a data hook) has no locale
 * yet: it takes the language the path's prefix asks for, so a 404 under /fr is French (with the site's French name).
 */
export function settleLocale(pageContext: PageContext): void {
  if (pageContext.locale !== undefined) return
  // On the server the request context has it already; the browser reads the same prefix rule off the URL.
  const asked =
    pageContext.requestLocale ??
    languageOfPath(pageContext.urlParsed.pathnameOriginal, siteRouting(pageContext.tenant.site))
  pageContext.locale = asked.language
  pageContext.localePrefix = asked.prefix
  pageContext.tenant = publicTenantIn(pageContext.tenant, asked.language)
}
