import type { OrderFilters } from '../../services/console/console-orders.js'
import { normalizePostalCode } from '../../domain/checkout/postal-codes.js'
import { isOrderStatus } from '../../domain/orders/order-status.js'
import { parseOrderReference } from '../../domain/orders/public-id.js'
import { str } from '../fields.js'

/** The search form's fields as typed (shown again in the form), by name. */
const SEARCH_FIELDS = [
  'number',
  'email',
  'name',
  'postalCode',
  'status',
  'payment',
  'method',
  'from',
  'to',
  'brand',
  'site',
] as const
export type SearchForm = Record<(typeof SEARCH_FIELDS)[number], string>

export const PAGE_SIZE = 25
const DAY_MS = 86_400_000
const DATE = /^\d{4}-\d{2}-\d{2}$/

function dayStart(v: string): number | null {
  if (!DATE.test(v)) return null
  const ms = Date.parse(`${v}T00:00:00Z`)
  return Number.isNaN(ms) ? null : ms
}

/**
 * The query string as a search (brands and paging added by the route), or the names of the fields that cannot be
 * read: a malformed order number, status, payment state, method or date is a 400 naming it, never an empty page that
 * looks like "no orders".
 */
export function readSearch(
  query: Record<string, unknown>,
): { ok: true; form: SearchForm; search: OrderFilters } | { ok: false; form: SearchForm; invalid: string[] } {
  const form = Object.fromEntries(SEARCH_FIELDS.map((f) => [f, str(query[f]).slice(0, 120)])) as SearchForm
  const invalid: string[] = []
  const ref = form.number ? parseOrderReference(form.number) : null
  if (form.number && !ref) invalid.push('number')
  const status = form.status === '' ? undefined : Number(form.status)
  if (status !== undefined && !isOrderStatus(status)) invalid.push('status')
  if (form.payment && form.payment !== 'paid' && form.payment !== 'unpaid') invalid.push('payment')
  if (form.method && !/^[A-Z0-9_]{1,40}$/.test(form.method)) invalid.push('method')
  const from = form.from ? dayStart(form.from) : undefined
  const to = form.to ? dayStart(form.to) : undefined
  if (from === null) invalid.push('from')
  if (to === null) invalid.push('to')
  if (invalid.length) return { ok: false, form, invalid }
  return {
    ok: true,
    form,
    search: {
      publicIdPrefix: ref ? (ref.publicId ?? ref.prefix) : undefined,
      email: form.email ? form.email.toLowerCase() : undefined,
      name: form.name ? form.name.toLowerCase() : undefined,
      postalCode: form.postalCode ? normalizePostalCode(form.postalCode) : undefined,
      status,
      payment: (form.payment || undefined) as 'paid' | 'unpaid' | undefined,
      method: form.method || undefined,
      fromMs: from ?? undefined,
      toMs: to == null ? undefined : to + DAY_MS,
      brandSlug: form.brand || undefined,
      siteCode: form.site || undefined,
    },
  }
}
