import type { Db } from '../../../db/client.js'
import { brandHomeCountry, commissionCandidateOrders } from '../../../db/queries/partner-commissions.js'
import {
  buildStatement,
  commissionsByMonthOf,
  monthRangeUtc,
  NON_EARNING_STATUSES,
  type CommissionOrder,
  type MonthlyCommission,
  type Statement,
} from '../../domain/accounts/commissions.js'
import { vatRateFor } from '../../domain/money/vat-rates.js'

export type { MonthlyCommission, Statement } from '../../domain/accounts/commissions.js'

export interface PartnerQuery {
  brandSlug: string
  /** partner_settings.affiliate_id (the afcust of the partner's links). */
  affiliateId: number
  /** partner_settings.commission_percent. */
  commissionPercent: number
}

export interface StatementQuery extends PartnerQuery {
  /** `YYYY-MM` (UTC); check untrusted input with isMonthKey first, a malformed month throws RangeError. */
  month: string
  currency: string
  /** The partner's VAT id; null (or blank) means no VAT on the statement and the "VAT not applicable" note. */
  partnerVatId: string | null
  /** VAT rate on the commission; defaults to the standard rate of the country of the brand's first site. */
  vatRatePercent?: number
}

/** The partner's earnings per UTC month and currency, newest month first (see commissionsByMonthOf). */
export async function commissionsByMonth(db: Db, q: PartnerQuery): Promise<MonthlyCommission[]> {
  return commissionsByMonthOf(await candidateOrders(db, q), q)
}

/** One month's statement in one currency, or null when nothing was earned there. */
export async function commissionStatement(db: Db, q: StatementQuery): Promise<Statement | null> {
  const { startMs, endMs } = monthRangeUtc(q.month)
  const rows = await candidateOrders(db, q, { startMs, endMs, currency: q.currency })
  if (rows.length === 0) return null
  return buildStatement(rows, {
    brandSlug: q.brandSlug,
    affiliateId: q.affiliateId,
    commissionPercent: q.commissionPercent,
    month: q.month,
    currency: q.currency,
    partnerVatId: q.partnerVatId,
    vatRatePercent: q.vatRatePercent ?? (await brandHomeVatRate(db, q.brandSlug)),
  })
}

/** Standard VAT rate of the brand's home country: the country of its first site (lowest id, i.e. seed order). */
export async function brandHomeVatRate(db: Db, brandSlug: string): Promise<number> {
  const country = await brandHomeCountry(db, brandSlug)
  if (country === undefined) throw new Error(`brand ${brandSlug} has no site, so its home VAT rate is unknown`)
  return vatRateFor(country)
}

/**
 * Orders of the brand that may earn for the partner. SQL only narrows (brand, status, period, currency, and the
 * affiliate id appearing in the attribution text); the exact rule (afcust === String(affiliateId)) is applied by
 * the pure functions, so it lives in one place and a malformed attribution can never break the query.
 */
async function candidateOrders(
  db: Db,
  q: PartnerQuery,
  period?: { startMs: number; endMs: number; currency: string },
): Promise<CommissionOrder[]> {
  return commissionCandidateOrders(db, {
    brandSlug: q.brandSlug,
    affiliateId: q.affiliateId,
    excludedStatuses: NON_EARNING_STATUSES,
    period,
  })
}
