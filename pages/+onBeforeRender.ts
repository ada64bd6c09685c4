// https://vike.dev/onBeforeRender (server: runs for the HTML and for the pageContext.json of a client navigation)
import type { PageContextServer } from 'vike/types'
import { loadMessages } from '../i18n/load-messages.js'
import { pageMessages } from '../i18n/page-messages.js'
import { settleLocale } from './page-locale.js'
import type { PageSeo } from '../server/domain/catalog/page-seo.js'

/**
 * The browser gets only the messages this page's own code can render (decision 032), inside the page context. The
 * site's share picture (og:image of a page without its own) is read here: +Head renders synchronously.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  settleLocale(pageContext)
  if (pageContext.pageId === null) return
  const seo = (pageContext.data as { seo?: PageSeo } | undefined)?.seo
  if (pageContext.shareImagePath && pageContext.logicalPath && !seo?.image)
    pageContext.sharePath = await pageContext.shareImagePath(pageContext.locale)
  pageContext.pageMessages = pageMessages(
    pageContext.pageId,
    pageContext.locale,
    await loadMessages(pageContext.locale),
  )
}
