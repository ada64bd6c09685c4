// https://vike.dev/onBeforeRenderHtml (vike-react)
import type { PageContextServer } from 'vike/types'
import { loadMessages } from '../i18n/load-messages.js'
import { languageOfPath } from '../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../server/domain/tenancy/tenant.js'

export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  // An error page rendered before routing finished (a refused locale prefix, an abort in a data hook) has no locale
  // yet: it takes the language the path's prefix asks for, so a 404 under /fr is French.
  if (pageContext.locale === undefined) {
    const asked = languageOfPath(pageContext.urlParsed.pathnameOriginal, siteRouting(pageContext.tenant.site))
    pageContext.locale = asked.language
    pageContext.localePrefix = asked.prefix
  }
  pageContext.i18nMessages = await loadMessages(pageContext.locale)
}
