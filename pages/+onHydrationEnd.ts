// https://vike.dev/onHydrationEnd
import { startBuildWatch } from '../components/client/build-watch.js'
import { syncViewportCookie } from '../components/client/viewport-cookie.js'
import { trackPageView } from '../components/client/page-events.js'
import { startLinkPrefetch } from '../components/client/link-prefetch.js'
import { pageHydrated } from '../components/client/page-hydrated.js'

import type { PageContextClient } from 'vike/types'

export function onHydrationEnd(pageContext: PageContextClient) {
  // e2e tests wait for this marker: a click before hydration would be lost. Vike calls this hook when the shell has
  // hydrated; the page inside +Wrapper's boundary hydrates after it, in slices.
  void pageHydrated.then(() => {
    document.documentElement.dataset.hydrated = 'true'
  })
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
