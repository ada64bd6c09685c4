import type { PageEventBody } from '../../server/domain/analytics/page-event.js'
import { isCrawlerUserAgent } from '../../server/domain/analytics/crawlers.js'
import { loadConsent, currentConsent } from './consent.js'
import type { ShopSessionView } from './use-shop-session.js'

/**
 * One page event per page view (spec section 7), after hydration and after each client-side navigation, only with
 * analytics consent and never from a crawler. A view that happened before the visitor answered is kept and sent if
 * they then accept analytics; a re-render of the same URL (e.g. the cart refreshing in place) is not a new view.
 */
let lastHref: string | null = null
let pending: PageEventBody | null = null

interface NavigatorUAData {
  platform?: string
  mobile?: boolean
}

function describePage(href: string, referrer: string): PageEventBody {
  const nav = navigator as Navigator & { userAgentData?: NavigatorUAData }
  const ua = navigator.userAgent
  const url = new URL(href)
  return {
    category: 'page',
    name: 'page_view',
    page: {
      url: href.length <= 2048 ? href : `${url.origin}${url.pathname}`.slice(0, 2048),
      path: url.pathname.slice(0, 1024),
      title: document.title.slice(0, 300),
      referrer: referrer.slice(0, 2048),
    },
    userAgent: ua.slice(0, 512),
    platform: (nav.userAgentData?.platform || navigator.platform || '').slice(0, 64),
    mobile: nav.userAgentData?.mobile ?? /Mobi|Android/i.test(ua),
  }
}

function send(body: PageEventBody): Promise<boolean> {
  return (
    fetch('/api/event/page', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      // Reading the (tiny) body lets the request finish; an unread body keeps it open.
      .then(async (r) => (await r.text(), r.status === 201))
      .catch(() => false)
  )
}

/** Call once per page view; `session` is the session read that decides (a fresh one after a navigation). */
export async function trackPageView(session?: Promise<ShopSessionView | null>): Promise<boolean> {
  const href = location.href
  if (href === lastHref) return false
  const referrer = lastHref ?? document.referrer
  lastHref = href
  if (isCrawlerUserAgent(navigator.userAgent)) return false
  const consent = await loadConsent(session)
  // Read after the session round trip: by then a client-side navigation has set the new title.
  const body = describePage(href, referrer)
  if (consent.status !== 'chosen' || !consent.analytics) {
    pending = consent.status === 'ask' ? body : null
    return false
  }
  pending = null
  return send(body)
}

/** After the visitor accepted analytics in the banner: the view of the page they are on. */
export async function sendPendingPageView(): Promise<boolean> {
  const consent = currentConsent()
  const body = pending
  pending = null
  if (!body || consent?.status !== 'chosen' || !consent.analytics) return Promise.resolve(false)
  return send(body)
}
