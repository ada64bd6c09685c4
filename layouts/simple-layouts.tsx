import type { ReactNode } from 'react'
import { SkipLink } from '../components/skip-link.js'
import { ConsentBanner } from '../components/consent-banner.js'
import { SiteHeader } from '../components/site-header.js'

/** No chrome at all (embeddable pages such as unsubscribe confirmations). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ConsentBanner />
      <main id="main" className="layout-blank">
        {children}
      </main>
    </>
  )
}

/** Edge-to-edge content under the header (landing-style pages). */
export function FullPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-full-page">
      <SkipLink />
      <ConsentBanner />
      <SiteHeader minimal />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}

/** The editor: a slim header and the whole viewport for the canvas. */
export function ConstructorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout-constructor">
      <SkipLink />
      <ConsentBanner />
      <SiteHeader minimal />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}
