// https://vike.dev/onPageTransitionEnd
import { refreshShopSession } from '../components/client/use-shop-session.js'
import { trackPageView } from '../components/client/page-events.js'

/** After a client-side navigation: the session view (cart badge, consent) is read again, then the page view counts. */
export function onPageTransitionEnd() {
  void trackPageView(refreshShopSession())
}
