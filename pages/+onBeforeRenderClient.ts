// https://vike.dev/onBeforeRenderClient (vike-react)
import type { PageContextClient } from 'vike/types'
import { loadMessages } from '../i18n/load-messages.js'
import { languageOfPath } from '../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../server/domain/tenancy/tenant.js'
import { rememberTenant } from './client-tenant.js'
import { initGoogleTag } from '../components/client/google-tag.js'
import { startConsentSync } from '../components/client/consent.js'
import { startErrorReporting } from '../components/client/error-report.js'

export async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (pageContext.isHydration) {
    // First, so that errors while hydrating are reported too (spec section 8).
    startErrorReporting()
    rememberTenant(pageContext.tenant)
    // Consent defaults (all denied) first, then the brand's GA4 tag if it has one and its consent mode allows it
    // before an answer (advanced); stored answers update it later, and in basic mode a grant loads it then.
    initGoogleTag(pageContext.tenant.brand.ga4Id, pageContext.tenant.brand.consentMode)
    startConsentSync()
  }
  // An error page rendered before routing finished (a refused locale prefix, an abort in a data hook) has no locale
  // yet: it takes the language the path's prefix asks for, so a 404 under /fr is French.
  if (pageContext.locale === undefined) {
    const asked = languageOfPath(pageContext.urlParsed.pathnameOriginal, siteRouting(pageContext.tenant.site))
    pageContext.locale = asked.language
    pageContext.localePrefix = asked.prefix
  }
  pageContext.i18nMessages = await loadMessages(pageContext.locale)
}
