// https://vike.dev/Wrapper
import { Suspense, useEffect, type ReactNode } from 'react'
import { markPageHydrated } from '../components/client/page-hydrated.js'

/**
 * The page inside one Suspense boundary (decision 044). React hydrates the root at once, but a server-rendered
 * boundary it leaves for later and hydrates in slices that yield to the browser (selective hydration), so the page's
 * hydration is no longer one long task after the first paint (decision 036). On the server the boundary only adds
 * its two comment markers; nothing inside it suspends, so the fallback is never shown.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <HydrationDone />
    </Suspense>
  )
}

function HydrationDone() {
  useEffect(markPageHydrated, [])
  return null
}
