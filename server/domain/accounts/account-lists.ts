import { SORTS, type Sort } from '../catalog/catalog-query.js'

/**
 * Query-string rules of the account lists (orders, saved designs). Like the catalog lists, every state is a URL
 * and an unknown value is refused (the page answers 404) rather than silently replaced by a default.
 */

/** Spec section 3 date filter. */
export const DATE_FILTERS = ['without', 'thirty_days', 'three_months', 'this_year', 'last_year'] as const
export type DateFilter = (typeof DATE_FILTERS)[number]

/** Spec section 3 project kind and boolean filter. */
export const PROJECT_KINDS = ['GROUP_APPLICATIONS', 'APPLICATION', 'PRIVATE'] as const
export type ProjectKind = (typeof PROJECT_KINDS)[number]
export const BOOLEAN_FILTERS = ['ALL', 'true', 'false'] as const
export type BooleanFilter = (typeof BOOLEAN_FILTERS)[number]

export const ORDERS_PAGE_SIZE = 20
const MAX_PAGE = 1000
const DAY_MS = 86_400_000

/** Epoch-ms bounds of a period, `from` inclusive, `to` exclusive; null = unbounded on that side. */
export interface DateRange {
  fromMs: number | null
  toMs: number | null
}

/**
 * The [from, to) period of a date filter at `nowMs`, in UTC (as the commission months are):
 * thirty_days and three_months are rolling windows ending now (open upper bound, so nothing placed "now" is lost);
 * three_months goes back three calendar months to the same day, clamped to the month's last day (May 31 -> Feb 28);
 * this_year and last_year are calendar years.
 */
export function dateFilterRange(filter: DateFilter, nowMs: number): DateRange {
  const now = new Date(nowMs)
  const year = now.getUTCFullYear()
  switch (filter) {
    case 'without':
      return { fromMs: null, toMs: null }
    case 'thirty_days':
      return { fromMs: nowMs - 30 * DAY_MS, toMs: null }
    case 'three_months': {
      const month = now.getUTCMonth() - 3
      const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
      const day = Math.min(now.getUTCDate(), lastDay)
      return {
        fromMs: Date.UTC(
          year,
          month,
          day,
          now.getUTCHours(),
          now.getUTCMinutes(),
          now.getUTCSeconds(),
          now.getUTCMilliseconds(),
        ),
        toMs: null,
      }
    }
    case 'this_year':
      return { fromMs: Date.UTC(year, 0, 1), toMs: Date.UTC(year + 1, 0, 1) }
    case 'last_year':
      return { fromMs: Date.UTC(year - 1, 0, 1), toMs: Date.UTC(year, 0, 1) }
  }
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

const oneOf = <T extends string>(values: readonly T[], raw: string): raw is T =>
  (values as readonly string[]).includes(raw)

function parsePage(raw: string | undefined): number | null {
  const page = raw ?? '1'
  return /^\d{1,4}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_PAGE ? Number(page) : null
}

export interface OrdersQuery {
  date: DateFilter
  page: number
}

/** /accounts/orders?date=&page= (defaults: without, 1). */
export function parseOrdersQuery(search: Record<string, string | undefined>): Parsed<OrdersQuery> {
  const date = search.date ?? 'without'
  if (!oneOf(DATE_FILTERS, date)) return { ok: false, error: `date must be one of ${DATE_FILTERS.join(', ')}` }
  const page = parsePage(search.page)
  if (page === null) return { ok: false, error: `page must be a number from 1 to ${MAX_PAGE}` }
  return { ok: true, value: { date, page } }
}

export interface DesignsQuery {
  sort: Sort
  /** null: every kind. */
  kind: ProjectKind | null
  published: BooleanFilter
}

/** /accounts/designs?sort=&kind=&published= (defaults: last modified first, every kind, ALL). */
export function parseDesignsQuery(search: Record<string, string | undefined>): Parsed<DesignsQuery> {
  const sort = search.sort ?? 'DATE_LAST_MODIFICATION'
  if (!oneOf(SORTS, sort)) return { ok: false, error: `sort must be one of ${SORTS.join(', ')}` }
  // The filter form's "all kinds" option submits an empty value.
  const kind = search.kind ?? ''
  if (kind !== '' && !oneOf(PROJECT_KINDS, kind))
    return { ok: false, error: `kind must be one of ${PROJECT_KINDS.join(', ')}` }
  const published = search.published ?? 'ALL'
  if (!oneOf(BOOLEAN_FILTERS, published))
    return { ok: false, error: `published must be one of ${BOOLEAN_FILTERS.join(', ')}` }
  return { ok: true, value: { sort, kind: kind === '' ? null : kind, published } }
}

/** ALL -> null (no filter), 'true'/'false' -> the boolean. */
export function booleanFilterValue(filter: BooleanFilter): boolean | null {
  return filter === 'ALL' ? null : filter === 'true'
}

export function pagesFor(total: number, pageSize = ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
