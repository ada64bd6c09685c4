import { TAG_CATEGORIES, type TagCategory } from '../vocabulary/shop-enums.js'

/** Spec section 3 sort enumeration; POPULARITY is the default order of every list. */
export const SORTS = ['POPULARITY', 'DATE_LAST_MODIFICATION', 'DATE_CREATION'] as const
export type Sort = (typeof SORTS)[number]

export const PAGE_SIZE = 24
export const MAX_PAGE = 1000

export interface ListQuery {
  sort: Sort
  category: TagCategory | null
  page: number
}

export type ParsedListQuery = { ok: true; value: ListQuery } | { ok: false; error: string }

/**
 * Lists are driven by the query string (?sort=&category=&page=) so every state has a URL that works
 * without JS. Unknown values are refused rather than silently ignored, so a bad link is noticed. An empty value is
 * the default: the list form's "All designs" sends `category=`, which means no filter.
 */
export function parseListQuery(search: Record<string, string | undefined>): ParsedListQuery {
  const given = (v: string | undefined) => (v === undefined || v === '' ? null : v)
  const sort = given(search.sort) ?? 'POPULARITY'
  if (!(SORTS as readonly string[]).includes(sort))
    return { ok: false, error: `sort must be one of ${SORTS.join(', ')}` }
  const category = given(search.category)
  if (category !== null && !(TAG_CATEGORIES as readonly string[]).includes(category)) {
    return { ok: false, error: `category must be one of ${TAG_CATEGORIES.join(', ')}` }
  }
  const pageRaw = given(search.page) ?? '1'
  if (!/^\d{1,4}$/.test(pageRaw) || Number(pageRaw) < 1 || Number(pageRaw) > MAX_PAGE)
    return { ok: false, error: `page must be a number from 1 to ${MAX_PAGE}` }
  return { ok: true, value: { sort: sort as Sort, category: category as TagCategory | null, page: Number(pageRaw) } }
}

/** The query string of a list state, leaving defaults out so each state has one canonical URL. */
export function listQueryString(q: Partial<ListQuery>): string {
  const params = new URLSearchParams()
  if (q.sort && q.sort !== 'POPULARITY') params.set('sort', q.sort)
  if (q.category) params.set('category', q.category)
  if (q.page && q.page > 1) params.set('page', String(q.page))
  const s = params.toString()
  return s ? `?${s}` : ''
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * A page number after the last page of a list: a 404, not an empty page that search engines would index (page 1
 * of an empty list still exists and says there is nothing).
 */
export function pastLastPage(page: number, total: number, pageSize = PAGE_SIZE): boolean {
  return page > pageCount(total, pageSize)
}
