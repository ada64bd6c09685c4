// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types'
import { redirect, render } from 'vike/abort'
import { resolvePath } from '../server/domain/tenancy/locale-path.js'
import { publicTenantIn, siteRouting } from '../server/domain/tenancy/tenant.js'
import { rememberedTenant } from './client-tenant.js'

/** Strips the locale prefix and maps translated segments to the logical route (spec section 2). */
export function onBeforeRoute(pageContext: PageContext) {
  // Hydrating an error page that the server rendered because this hook refused the path (/fr on a site without
  // French): Vike runs the hook again in the browser with the server's page context, and throwing again would make it
  // render the error page anew without that context (no tenant: the page never hydrated). The server's answer stands.
  if (pageContext.abortStatusCode !== undefined) return
  const tenant = pageContext.tenant ?? rememberedTenant()
  // The raw (still encoded) path: Vike trims trailing whitespace after decoding, which would turn /t/%20 into /t.
  const resolved = resolvePath(pageContext.urlParsed.pathnameOriginal, siteRouting(tenant.site))
  if (resolved.kind === 'redirect') throw redirect(resolved.to + (pageContext.urlParsed.searchOriginal ?? ''), 301)
  if (resolved.kind === 'locale-not-allowed') throw render(404, 'Page Not Found')
  if (resolved.kind === 'no-route') throw render(404, `Page not found: ${pageContext.urlParsed.pathname}`)
  return {
    pageContext: {
      // The site's name in the page's language (a French page of the Luxembourg site says "WallPix Luxembourg").
      tenant: publicTenantIn(tenant, resolved.language),
      locale: resolved.language,
      localePrefix: resolved.prefix,
      logicalPath: resolved.logicalPath,
      urlLogical: resolved.logicalPath + (pageContext.urlParsed.searchOriginal ?? ''),
    },
  }
}
