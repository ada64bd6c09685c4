import type { PageContextServer } from 'vike/types'
import { localHref } from '../server/domain/tenancy/local-href.js'

/**
 * Absolute page URLs. A logical path ("/cart", "/_section/legal") as the visitor sees it, in the page's language with
 * the site's prefix, is localHref (server/domain/tenancy/local-href.ts, shared with the components); this adds the
 * site's origin.
 */

/** The same path as an absolute URL on the site's first host (canonical links, JSON-LD); server only. */
export function absoluteUrl(pc: PageContextServer, logicalPath: string): string {
  return pc.originOf!(pc.tenantServer!.site.hosts[0]!) + localHref(pc, logicalPath)
}
