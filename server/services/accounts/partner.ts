import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as aq from '../../../db/queries/accounts.js'
import { updatePartnerPayout } from '../../../db/queries/customer-area.js'
import { maskIban } from '../../domain/money/iban.js'
import { validatePayout } from '../../domain/accounts/partner-payout.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import type { BrandConfig } from '../../domain/tenancy/tenant-schema.js'
import type { Translate } from '../../i18n/server-messages.js'
import { invoiceLabels } from '../../emails/invoice-messages.js'
import { commissionsByMonth, commissionStatement, type MonthlyCommission } from './partner-commissions.js'
import { renderCommissionInvoicePdf } from './partner-invoice-pdf.js'
import type { FormResult } from './profile.js'

/** /accounts/config: the partner's affiliate id and payout details (IBAN masked); null without partner settings. */
export async function partnerConfig(db: Db, customerId: number) {
  const p = await aq.partnerOf(db, customerId)
  if (!p) return null
  return {
    affiliateId: p.affiliateId,
    commissionPercent: p.commissionPercent,
    payoutIbanMasked: p.payoutIban ? maskIban(p.payoutIban) : null,
    payoutHolder: p.payoutHolder ?? '',
  }
}

/** Payout IBAN (checksum-validated) and holder; an empty IBAN keeps the stored one. Nothing is saved on an error. */
export async function savePartnerPayout(
  deps: { db: Db; now: () => number },
  customerId: number,
  input: Record<string, unknown>,
): Promise<FormResult | null> {
  // Read and written holding the settings' row lock: an IBAN left empty keeps the one stored at the write, never one a
  // save at the same moment has replaced.
  return transaction(deps.db, async (tx) => {
    const p = await aq.lockPartner(tx, customerId)
    if (!p) return null
    const checked = validatePayout(input, p.payoutIban)
    if (!checked.ok) return checked
    await updatePartnerPayout(tx, customerId, checked.value, deps.now())
    return { ok: true as const }
  })
}

/** Earnings per month and currency (newest first); null when the account has no partner settings. */
export async function partnerCommissions(
  db: Db,
  customerId: number,
  brandSlug: string,
): Promise<MonthlyCommission[] | null> {
  const p = await aq.partnerOf(db, customerId)
  if (!p) return null
  return commissionsByMonth(db, { brandSlug, affiliateId: p.affiliateId, commissionPercent: p.commissionPercent })
}

export interface InvoiceRequest {
  customerId: number
  brandSlug: string
  /** Checked by the caller: `YYYY-MM` and a currency code. */
  month: string
  currency: string
  language: ShopLanguage
  /** BCP 47 locale for money and dates, e.g. es-ES. */
  locale: string
  brand: { displayName: string; legal: BrandConfig['legal'] }
}

/**
 * The monthly self-billing invoice of the signed-in partner as a PDF, or null when this partner earned nothing in
 * that month and currency (so another partner's month is as absent as an empty one). Partners carry no VAT id yet,
 * so statements say "VAT not applicable".
 */
export async function partnerInvoicePdf(
  deps: { db: Db; translate: Translate },
  req: InvoiceRequest,
): Promise<{ invoiceNumber: string; pdf: Buffer } | null> {
  const p = await aq.partnerOf(deps.db, req.customerId)
  const customer = await aq.findCustomer(deps.db, req.customerId)
  if (!p || !customer || customer.brandSlug !== req.brandSlug) return null
  const statement = await commissionStatement(deps.db, {
    brandSlug: req.brandSlug,
    affiliateId: p.affiliateId,
    commissionPercent: p.commissionPercent,
    month: req.month,
    currency: req.currency,
    partnerVatId: null,
  })
  if (!statement) return null
  const pdf = await renderCommissionInvoicePdf(statement, {
    brand: req.brand,
    partner: {
      name: p.payoutHolder || `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      vatId: null,
      payoutIban: p.payoutIban,
    },
    locale: req.locale,
    labels: invoiceLabels(deps.translate, req.language),
  })
  return { invoiceNumber: statement.invoiceNumber, pdf }
}
