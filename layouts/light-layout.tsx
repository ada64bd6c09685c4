import type { ReactNode } from 'react'
import { SiteHeader } from '../components/site-header.js'
import { SiteFooter } from '../components/site-footer.js'
import { SkipLink } from '../components/skip-link.js'
import { ConsentBanner } from '../components/consent-banner.js'

/** Checkout: logo and legal links only, so nothing pulls the shopper away mid-purchase. */
export function LightLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-light">
      <SkipLink />
      <ConsentBanner />
      <SiteHeader minimal secure />
      <main id="main" className="container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter minimal />
    </div>
  )
}
