// https://vike.dev/onBeforeRenderHtml (vike-react)
import type { PageContextServer } from 'vike/types'
import { loadMessages } from '../i18n/load-messages.js'
import { defaultLanguage } from '../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../server/domain/tenancy/tenant.js'

export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  // An error page rendered before routing finished (e.g. a refused locale prefix) has no locale yet.
  pageContext.locale ??= defaultLanguage(siteRouting(pageContext.tenant.site))
  pageContext.localePrefix ??= ''
  pageContext.i18nMessages = await loadMessages(pageContext.locale)
}
