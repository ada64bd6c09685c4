import { prefetch } from 'vike/client/router'

/** Network Information API (Chromium); absent elsewhere, which counts as a fast enough connection. */
export interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

export const PREFETCH_DELAY_MS = 1000
const MAX_LINKS = 6

/** Prefetching costs the visitor data: never on a data-saver or a very slow (2G) connection. */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g'
}

/** Same-site page links of the main navigation (assets and data are prefetched; files like /sitemap.xml are not). */
export function prefetchTargets(hrefs: readonly string[], origin: string): string[] {
  const seen = new Set<string>()
  for (const href of hrefs) {
    let url: URL
    try {
      url = new URL(href, origin)
    } catch {
      continue
    }
    if (url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/api/')) continue
    seen.add(url.pathname + url.search)
    if (seen.size >= MAX_LINKS) break
  }
  return [...seen]
}

/** One second after start, the page data and code of the main navigation links, unless the connection is very slow. */
export function startLinkPrefetch(): void {
  setTimeout(() => {
    if (!shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection)) return
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('.site-nav a[href]')].map(
      (a) => a.getAttribute('href') ?? '',
    )
    for (const url of prefetchTargets(hrefs, location.origin)) void prefetch(url, { pageContext: true }).catch(() => {})
  }, PREFETCH_DELAY_MS)
}
