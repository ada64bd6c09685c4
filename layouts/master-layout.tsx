import type { ReactNode } from 'react'
import { SiteHeader } from '../components/site-header.js'
import { SiteFooter } from '../components/site-footer.js'
import { SkipLink } from '../components/skip-link.js'
import { ConsentBanner } from '../components/consent-banner.js'

export function MasterLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-master">
      <SkipLink />
      <ConsentBanner />
      <SiteHeader />
      <main id="main" className="container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
