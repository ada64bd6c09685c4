/**
 * Partner (affiliate) commissions and the monthly self-billing statement (a credit note the shop issues to the
 * partner). Pure rules over plain order figures; the service reads the rows, this module decides.
 *
 * Money is integer minor units throughout; every division is done in BigInt with explicit round-half-up, so the
 * figures are exact and the same on every regeneration of an invoice.
 */
import { ORDER_STATUS } from '../orders/order-status.js'
import { rateHundredths } from '../money/price-display.js'

/** The order figures the commission rules need (a subset of an `orders` row). */
export interface CommissionOrder {
  publicId: string
  currency: string
  status: number
  subtotalMinor: number
  discountMinor: number
  shippingMinor: number
  vatMinor: number
  totalMinor: number
  /** The order's attribution JSON as stored: `{ afcust: "1001", afcmp: "spring" }`, or null. */
  attribution: unknown
  /** Epoch milliseconds. */
  createdAt: number
}

export interface MonthlyCommission {
  /** Calendar month in UTC, `YYYY-MM`. */
  month: string
  currency: string
  orders: number
  baseMinor: number
  commissionMinor: number
}

export interface StatementLine {
  /** First 8 characters of the public id, upper-cased (the number the shopper sees). */
  orderNumber: string
  publicId: string
  /** Epoch milliseconds of the order. */
  createdAt: number
  /** UTC calendar date of the order, `YYYY-MM-DD`. */
  date: string
  baseMinor: number
  commissionMinor: number
}

export interface StatementTotals {
  /** Sum of the line bases (for information; the commission is computed per line). */
  baseMinor: number
  /** Sum of the line commissions: what the partner earned, before VAT. */
  netMinor: number
  /** VAT rate applied on the net; 0 when VAT is not applicable. */
  vatRatePercent: number
  vatMinor: number
  grossMinor: number
}

export interface Statement {
  /** `${brandSlug}-C-${YYYYMM}-${affiliateId}`: deterministic, so regenerating the invoice keeps its number. */
  invoiceNumber: string
  brandSlug: string
  affiliateId: number
  commissionPercent: number
  /** `YYYY-MM` (UTC). */
  month: string
  /** First and last calendar day of the month, `YYYY-MM-DD`. */
  periodStart: string
  periodEnd: string
  currency: string
  /** False when the partner has no VAT id: VAT 0 and the invoice carries the "VAT not applicable" note. */
  vatApplicable: boolean
  partnerVatId: string | null
  /** Oldest order first. */
  lines: StatementLine[]
  totals: StatementTotals
}

export interface PartnerTerms {
  affiliateId: number
  /** Whole percent of the commission base, e.g. 10. */
  commissionPercent: number
}

export interface StatementInput extends PartnerTerms {
  brandSlug: string
  month: string
  currency: string
  /** The brand's home-country standard VAT rate (may have up to 2 decimals, e.g. 25.5). */
  vatRatePercent: number
  partnerVatId: string | null
}

/** Orders in these states earn nothing: not paid yet (4) or canceled (10). */
export const NON_EARNING_STATUSES: readonly number[] = [ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.CANCELED]

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/

/** True for a `YYYY-MM` month key (01..12). Pages should check a month taken from a URL with this first. */
export function isMonthKey(value: unknown): value is string {
  return typeof value === 'string' && MONTH_RE.test(value)
}

/** `YYYY-MM` of an epoch-ms instant, in UTC. */
export function monthKeyUtc(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 7)
}

/** `YYYY-MM-DD` of an epoch-ms instant, in UTC. */
export function dateKeyUtc(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10)
}

/** [start, end) of a `YYYY-MM` month in epoch ms (UTC); throws on a malformed key. */
export function monthRangeUtc(month: string): { startMs: number; endMs: number } {
  const m = MONTH_RE.exec(month)
  if (!m) throw new RangeError(`month must look like YYYY-MM, got ${JSON.stringify(month)}`)
  const year = Number(m[1])
  const monthIndex = Number(m[2]) - 1
  return { startMs: Date.UTC(year, monthIndex, 1), endMs: Date.UTC(year, monthIndex + 1, 1) }
}

/** `${brandSlug}-C-${YYYYMM}-${affiliateId}`, e.g. `WPX-PL-C-202603-1001`. */
export function commissionInvoiceNumber(brandSlug: string, month: string, affiliateId: number): string {
  monthRangeUtc(month)
  return `${brandSlug}-C-${month.replace('-', '')}-${affiliateId}`
}

/** Same rule as the order emails: the first 8 characters of the public id, upper-cased. */
export function orderShortNumber(publicId: string): string {
  return publicId.slice(0, 8).toUpperCase()
}

/**
 * The partner's affiliate id the order is attributed to (`afcust`), or null. Accepts the parsed JSON object the
 * drizzle json column returns, and tolerates a JSON string; anything else (missing, not a string of digits) is null.
 */
export function attributedAffiliateId(attribution: unknown): string | null {
  let value = attribution
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      return null
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null
  const afcust = (value as Record<string, unknown>).afcust
  return typeof afcust === 'string' && /^\d+$/.test(afcust) ? afcust : null
}

/** An order earns commission for the partner when it is attributed to them (afcust) and paid and not canceled. */
export function earnsCommission(order: Pick<CommissionOrder, 'attribution' | 'status'>, affiliateId: number): boolean {
  assertAffiliateId(affiliateId)
  return (
    attributedAffiliateId(order.attribution) === String(affiliateId) && !NON_EARNING_STATUSES.includes(order.status)
  )
}

/**
 * VAT contained in the goods (subtotal minus discount), taken proportionally from the order's own frozen figures:
 * round_half_up(vatMinor * goods / totalMinor).
 *
 * Why proportional rather than re-applying a rate: the order row stores its VAT amount but not its rate, and the
 * rate table (vat-rates.ts) is code that changes when a country changes its rate. Deriving the goods' share from
 * the stored VAT keeps a commission, and so a regenerated invoice, identical forever. Shipping carries the same
 * rate as the goods (cart-totals.ts), so the share equals goods * rate / (100 + rate) up to one minor unit of
 * rounding (the order's VAT was itself rounded once on the whole total).
 */
export function goodsVatMinor(
  order: Pick<CommissionOrder, 'subtotalMinor' | 'discountMinor' | 'vatMinor' | 'totalMinor'>,
): number {
  const goods = goodsMinor(order)
  assertMinor(order.vatMinor, 'vatMinor')
  assertMinor(order.totalMinor, 'totalMinor')
  if (goods === 0 || order.totalMinor === 0 || order.vatMinor === 0) return 0
  const share = divRoundHalfUp(BigInt(order.vatMinor) * BigInt(goods), BigInt(order.totalMinor))
  // Never more VAT than goods (a corrupt row must not produce a negative base).
  return Math.min(Number(share), goods)
}

/** Commission base: goods net of discount and of the VAT they contain, without shipping. */
export function commissionBaseMinor(
  order: Pick<CommissionOrder, 'subtotalMinor' | 'discountMinor' | 'vatMinor' | 'totalMinor'>,
): number {
  return goodsMinor(order) - goodsVatMinor(order)
}

/** round_half_up(base * percent / 100). */
export function commissionMinor(baseMinor: number, commissionPercent: number): number {
  assertMinor(baseMinor, 'baseMinor')
  assertPercent(commissionPercent)
  return Number(divRoundHalfUp(BigInt(baseMinor) * BigInt(commissionPercent), 100n))
}

/** VAT added on top of a net amount: round_half_up(net * rate / 100); the rate may have up to 2 decimals. */
export function vatOnNetMinor(netMinor: number, vatRatePercent: number): number {
  assertMinor(netMinor, 'netMinor')
  const hundredths = rateHundredths(vatRatePercent)
  return Number(divRoundHalfUp(BigInt(netMinor) * BigInt(hundredths), 10_000n))
}

/**
 * Earning orders of the partner grouped by UTC month and currency (different currencies are never added),
 * newest month first, currencies alphabetically within a month. Commission is rounded per order and summed, so
 * the monthly figure equals the sum of the statement lines.
 */
export function commissionsByMonthOf(orders: readonly CommissionOrder[], terms: PartnerTerms): MonthlyCommission[] {
  assertPercent(terms.commissionPercent)
  const groups = new Map<string, MonthlyCommission>()
  for (const order of orders) {
    if (!earnsCommission(order, terms.affiliateId)) continue
    const month = monthKeyUtc(order.createdAt)
    const key = `${month}|${order.currency}`
    let g = groups.get(key)
    if (!g) {
      g = { month, currency: order.currency, orders: 0, baseMinor: 0, commissionMinor: 0 }
      groups.set(key, g)
    }
    const base = commissionBaseMinor(order)
    g.orders += 1
    g.baseMinor += base
    g.commissionMinor += commissionMinor(base, terms.commissionPercent)
  }
  return [...groups.values()].sort((a, b) =>
    a.month === b.month ? compare(a.currency, b.currency) : compare(b.month, a.month),
  )
}

/**
 * The statement of one (partner, month, currency): one line per earning order, then net = sum of commissions,
 * VAT at the brand's home rate on top (0 with the "VAT not applicable" note when the partner has no VAT id), and
 * gross. Null when nothing was earned in that month and currency. Throws RangeError on a malformed month.
 */
export function buildStatement(orders: readonly CommissionOrder[], input: StatementInput): Statement | null {
  const { startMs, endMs } = monthRangeUtc(input.month)
  assertPercent(input.commissionPercent)
  rateHundredths(input.vatRatePercent)
  const earning = orders
    .filter(
      (o) =>
        o.currency === input.currency &&
        o.createdAt >= startMs &&
        o.createdAt < endMs &&
        earnsCommission(o, input.affiliateId),
    )
    .sort((a, b) => a.createdAt - b.createdAt || compare(a.publicId, b.publicId))
  if (earning.length === 0) return null

  const lines: StatementLine[] = earning.map((o) => {
    const base = commissionBaseMinor(o)
    return {
      orderNumber: orderShortNumber(o.publicId),
      publicId: o.publicId,
      createdAt: o.createdAt,
      date: dateKeyUtc(o.createdAt),
      baseMinor: base,
      commissionMinor: commissionMinor(base, input.commissionPercent),
    }
  })
  const baseMinor = lines.reduce((s, l) => s + l.baseMinor, 0)
  const netMinor = lines.reduce((s, l) => s + l.commissionMinor, 0)
  const partnerVatId = input.partnerVatId?.trim() ? input.partnerVatId.trim() : null
  const vatApplicable = partnerVatId !== null
  const vatRatePercent = vatApplicable ? input.vatRatePercent : 0
  const vatMinor = vatApplicable ? vatOnNetMinor(netMinor, vatRatePercent) : 0

  return {
    invoiceNumber: commissionInvoiceNumber(input.brandSlug, input.month, input.affiliateId),
    brandSlug: input.brandSlug,
    affiliateId: input.affiliateId,
    commissionPercent: input.commissionPercent,
    month: input.month,
    periodStart: dateKeyUtc(startMs),
    periodEnd: dateKeyUtc(endMs - 1),
    currency: input.currency,
    vatApplicable,
    partnerVatId,
    lines,
    totals: { baseMinor, netMinor, vatRatePercent, vatMinor, grossMinor: netMinor + vatMinor },
  }
}

function goodsMinor(order: Pick<CommissionOrder, 'subtotalMinor' | 'discountMinor'>): number {
  assertMinor(order.subtotalMinor, 'subtotalMinor')
  assertMinor(order.discountMinor, 'discountMinor')
  // The discount never exceeds the goods (cart-totals caps it); clamp so an odd row cannot go negative.
  return Math.max(0, order.subtotalMinor - order.discountMinor)
}

/** round-half-up of n / d for n >= 0, d > 0: floor((2n + d) / 2d). */
function divRoundHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d)
}

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${value}`)
}

function assertPercent(percent: number): void {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new RangeError(`commissionPercent must be an integer 0..100, got ${percent}`)
}

function assertAffiliateId(id: number): void {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`affiliateId must be a non-negative integer, got ${id}`)
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
