// https://vike.dev/onBeforeRenderHtml (vike-react)
import type { PageContextServer } from 'vike/types'
import { loadMessages } from '../i18n/load-messages.js'
import { settleLocale } from './page-locale.js'

/** The server renders with the whole catalog of the language (the <head>'s description is not in the page's part). */
export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  settleLocale(pageContext)
  pageContext.i18nMessages = await loadMessages(pageContext.locale)
}
