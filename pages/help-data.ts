import type { PageContextServer } from 'vike/types'
import type { HelpBlockMode, HelpLink } from '../server/domain/help/help-center.js'
import { helpBlockTopics, type HelpScope } from '../server/services/help/help-center.js'

/** Help texts are written per brand and language: the shopper's brand, in the page's language. */
export function helpScope(pc: PageContextServer): HelpScope {
  return { brandSlug: pc.tenant.brand.slug, language: pc.locale }
}

/** The topics of a help block, for the +data hooks of the pages that show one (404, search, cart). */
export async function helpBlockData(pc: PageContextServer, mode: HelpBlockMode): Promise<HelpLink[]> {
  return pc.db ? await helpBlockTopics(pc.db, helpScope(pc), mode) : []
}
