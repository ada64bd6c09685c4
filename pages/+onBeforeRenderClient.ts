// https://vike.dev/onBeforeRenderClient (vike-react)
import type { PageContextClient } from 'vike/types'
import type { Messages } from '@lingui/core'
import { loadMessages } from '../i18n/load-messages.js'
import { settleLocale } from './page-locale.js'
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
  settleLocale(pageContext)
  // The server sends this page's part of the catalog (decision 032); a page it did not send it for (development, an
  // error rendered in the browser) loads the whole catalog of its language.
  const own = pageContext.pageMessages
  pageContext.i18nMessages =
    own && own.pageId === pageContext.pageId
      ? (JSON.parse(own.messagesJson) as Messages)
      : await loadMessages(pageContext.locale)
}
