// https://vike.dev/onHydrationEnd
import { startBuildWatch } from '../components/client/build-watch.js'
import { syncViewportCookie } from '../components/client/viewport-cookie.js'
import { trackPageView } from '../components/client/page-events.js'
import { startLinkPrefetch } from '../components/client/link-prefetch.js'

import type { PageContextClient } from 'vike/types'

export function onHydrationEnd(pageContext: PageContextClient) {
  // e2e tests wait for this marker: a click before hydration would be lost.
  document.documentElement.dataset.hydrated = 'true'
  syncViewportCookie()
  window.addEventListener('resize', debounce(syncViewportCookie, 300))
  startBuildWatch(pageContext.buildId)
  void trackPageView()
  startLinkPrefetch()
}

function debounce(fn: () => void, ms: number) {
  let t: ReturnType<typeof setTimeout> | undefined
  return () => {
    clearTimeout(t)
    t = setTimeout(fn, ms)
  }
}
