// https://vike.dev/onBeforeRender (server: runs for the HTML and for the pageContext.json of a client navigation)
import type { PageContextServer } from 'vike/types'
import { loadMessages } from '../i18n/load-messages.js'
import { pageMessages } from '../i18n/page-messages.js'
import { settleLocale } from './page-locale.js'

/** The browser gets only the messages this page's own code can render (decision 032), inside the page context. */
export async function onBeforeRender(pageContext: PageContextServer) {
  settleLocale(pageContext)
  if (pageContext.pageId === null) return
  pageContext.pageMessages = pageMessages(
    pageContext.pageId,
    pageContext.locale,
    await loadMessages(pageContext.locale),
  )
}
