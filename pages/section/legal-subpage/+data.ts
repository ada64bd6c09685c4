// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { LegalSubpage } from '../../../server/domain/localized-segments.js'

/** The brand's legal identity, shown on every legal sub-page; the legal texts themselves are per-brand content. */
export function data(pageContext: PageContextServer) {
  const legal = pageContext.tenantServer!.brand.legal
  return { subpage: pageContext.routeParams.subpage as LegalSubpage, legal }
}
export type Data = ReturnType<typeof data>
