/**
 * Help centre rules (spec sections 2, 3 and 9): the topic lists per order stage, the topics each help-block
 * mode shows, and the `<localized-slug>_<id>` addressing of categories and topics.
 */

export const HELP_STAGE_KEYS = ['beforePurchase', 'ordersWaiting', 'ordersReceived', 'orderCompleted'] as const
export type HelpStageKey = (typeof HELP_STAGE_KEYS)[number]

export interface HelpStage {
  key: HelpStageKey
  /** The category the stage leads with (spec: the single leading number), or null. */
  categoryId: number | null
  topicIds: readonly number[]
}

/**
 * Spec section 9, in order: before purchase 3 and topics 90, 23, 25, 27; orders waiting 5 and topics 17, 21, 33, 29;
 * orders received 7 and topics 8, 11, 26, 31; order completed topics 17, 21, 31, 29.
 */
export const HELP_STAGES: readonly HelpStage[] = [
  { key: 'beforePurchase', categoryId: 3, topicIds: [90, 23, 25, 27] },
  { key: 'ordersWaiting', categoryId: 5, topicIds: [17, 21, 33, 29] },
  { key: 'ordersReceived', categoryId: 7, topicIds: [8, 11, 26, 31] },
  { key: 'orderCompleted', categoryId: null, topicIds: [17, 21, 31, 29] },
]

/** Spec section 3 help-block modes. */
export const HELP_BLOCK_MODES = ['404', 'SEARCH_PAGE', 'CART'] as const
export type HelpBlockMode = (typeof HELP_BLOCK_MODES)[number]

/**
 * What each help block offers: the 404 page the most asked-about topics (tracking, delivery times, returns, contact),
 * a search without results the design and upload topics, the cart the before-purchase stage.
 */
export const HELP_BLOCK_TOPICS: Readonly<Record<HelpBlockMode, readonly number[]>> = {
  '404': [17, 23, 11, 21],
  SEARCH_PAGE: [47, 45, 41, 43],
  CART: HELP_STAGES[0]!.topicIds,
}

/** Every topic id some stage or help block names; the seed must provide each of them. */
export function referencedTopicIds(): number[] {
  return [...new Set([...HELP_STAGES.flatMap((s) => s.topicIds), ...Object.values(HELP_BLOCK_TOPICS).flat()])].sort(
    (a, b) => a - b,
  )
}

export type HelpEntityKind = 'category' | 'topic'

/** A link to a topic as pages and help blocks render it. */
export interface HelpLink {
  id: number
  title: string
  /** Canonical logical path (`/help-center/topic/{slug}_{id}`). */
  path: string
}

/** A parsed `{id}` route parameter: the number, and the slug part when one was given ("envio_23" -> envio). */
export interface HelpIdParam {
  id: number
  slug: string | null
}

const MAX_ID = 2_147_483_647

/**
 * "23" -> {id: 23, slug: null}; "como-pagar_23" -> {id: 23, slug: "como-pagar"}. The slug part is everything
 * before the last underscore. Null for anything else or an id beyond a 32-bit integer (no such entity).
 */
export function parseHelpId(param: string): HelpIdParam | null {
  const m = /^(?:(.*\S.*)_)?(\d{1,10})$/su.exec(param)
  if (!m) return null
  const id = Number(m[2])
  if (!Number.isSafeInteger(id) || id > MAX_ID) return null
  return { id, slug: m[1] ?? null }
}

/** The canonical logical path of a category or topic: `/help-center/topic/{slug}_{id}`. */
export function helpPath(kind: HelpEntityKind, slug: string, id: number): string {
  return `/help-center/${kind}/${slug}_${id}`
}

/**
 * Whether a requested id parameter is the canonical one. Digits only, or a slug of another language or an older
 * title, are answered with a 301 to the canonical path (slugs compared after NFC, as Vike hands them over decoded).
 */
export function isCanonicalHelpId(param: HelpIdParam, canonicalSlug: string): boolean {
  return param.slug !== null && param.slug.normalize('NFC') === canonicalSlug.normalize('NFC')
}
