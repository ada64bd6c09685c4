import type { Db } from '../../../db/client.js'
import * as iq from '../../../db/queries/invoices.js'
import * as oq from '../../../db/queries/orders.js'
import { readTenant, type StoredTenant } from '../../../db/queries/tenants.js'
import type { Address } from '../../domain/checkout/checkout-details.js'
import { reverseChargeApplies, type CheckedContact } from '../../domain/checkout/reverse-charge.js'
import { vatRateFor } from '../../domain/money/vat-rates.js'
import {
  defaultInvoicePrefix,
  invoiceNumber,
  invoiceSeries,
  type InvoiceKind,
  type SeriesSetting,
} from '../../domain/orders/invoice-numbering.js'
import {
  exemptLines,
  vatTotalsOf,
  type InvoiceBuyer,
  type InvoiceLine,
  type InvoiceSeller,
} from '../../domain/orders/invoice-document.js'
import { siteTimeZone } from '../../domain/tenancy/time-zones.js'

/**
 * Invoices when an order is paid and credit notes for its refunds (issue 31, decision 049). Both run inside the
 * transaction that records the payment or the refund, so the document and its number exist exactly when the money
 * moved: a rollback takes both back, and the series keeps no gap.
 */

/** What every document of a brand needs from its configuration. */
interface Issuer {
  tenant: StoredTenant
  setting: SeriesSetting
}

async function issuerOf(tx: Db, brandSlug: string): Promise<Issuer | null> {
  const tenant = await readTenant(tx, brandSlug)
  if (!tenant) return null
  const setting = {
    prefix: tenant.legal.invoicePrefix ?? defaultInvoicePrefix(tenant.slug),
    perCountry: tenant.legal.invoiceSeriesPerCountry ?? false,
  }
  return { tenant, setting }
}

/** Takes the next number of the document's series and stores the document, in the caller's transaction. */
async function storeNumbered(
  tx: Db,
  setting: SeriesSetting,
  kind: InvoiceKind,
  doc: Omit<iq.NewInvoiceRow, 'kind' | 'number' | 'series' | 'sequence'> & { buyer: InvoiceBuyer },
): Promise<iq.InvoiceRow> {
  const series = invoiceSeries(setting, kind, doc.buyer.country, doc.issuedAt, doc.timeZone)
  const sequence = await iq.takeInvoiceSequence(tx, series)
  return iq.insertInvoice(tx, { ...doc, kind, series, sequence, number: invoiceNumber(series, sequence) })
}

function sellerOf(tenant: StoredTenant): InvoiceSeller {
  const { companyName, address, vatId, email } = tenant.legal
  return { name: companyName, address, vatId, email }
}

function buyerOf(order: oq.OrderRow, sellerVatId: string): InvoiceBuyer {
  const contact = order.contact as CheckedContact
  const address = order.address as Address
  const person = `${address.firstName} ${address.lastName}`
  const company = contact.customerType === 'COMPANY' && contact.companyName ? contact.companyName : null
  return {
    name: company ?? person,
    contactName: company ? person : null,
    addressLines: [address.street, `${address.postalCode} ${address.city}`],
    country: address.country,
    vatId: company && contact.vatId ? contact.vatId : null,
    email: contact.email,
    // As it was charged: an order placed exempt carries no VAT (place-order applies the same rule).
    ...(order.vatMinor === 0 && reverseChargeApplies(contact, sellerVatId, address.country)
      ? { reverseCharge: true }
      : {}),
  }
}

/** The order's lines as invoiced: articles, shipping and each reduction of the goods, adding up to its total. */
async function linesOf(tx: Db, order: oq.OrderRow, vatRate: number): Promise<InvoiceLine[]> {
  const lines: InvoiceLine[] = (await oq.orderLineRows(tx, order.id)).map((l) => ({
    kind: 'goods',
    description: [l.articleName, l.variantLabel, l.designName].filter(Boolean).join(' · '),
    quantity: l.quantity,
    unitMinor: l.unitPriceMinor,
    totalMinor: l.lineTotalMinor,
    vatRate,
  }))
  if (order.shippingMinor > 0)
    lines.push({
      kind: 'shipping',
      description: '',
      quantity: 1,
      unitMinor: order.shippingMinor,
      totalMinor: order.shippingMinor,
      vatRate,
    })
  // Free shipping is already in shipping_minor; the goods' reductions are lines of their own (decision 041).
  const reductions = (await oq.orderReductionRows(tx, order.id)).filter((r) => r.kind !== 'SHIPPING')
  for (const r of reductions)
    lines.push({
      kind: 'reduction',
      description: r.label,
      quantity: 1,
      unitMinor: -r.amountMinor,
      totalMinor: -r.amountMinor,
      vatRate,
    })
  if (order.discountMinor > 0 && reductions.length === 0)
    lines.push({
      kind: 'reduction',
      description: order.promotionCode ?? '',
      quantity: 1,
      unitMinor: -order.discountMinor,
      totalMinor: -order.discountMinor,
      vatRate,
    })
  return lines
}

/**
 * Issues the invoice of a paid order, once: a second call (a replayed webhook, ops marking it paid again) returns the
 * invoice already issued. Null when the order's brand is gone (nothing to issue it in the name of).
 */
export async function issueInvoice(tx: Db, order: oq.OrderRow, now: number): Promise<iq.InvoiceRow | null> {
  const issued = await iq.findIssued(tx, order.id, 'INVOICE', 'payment')
  if (issued) return issued
  const issuer = await issuerOf(tx, order.brandSlug)
  const site = issuer?.tenant.sites.find((s) => s.code === order.siteCode)
  if (!issuer || !site) return null
  const buyer = buyerOf(order, issuer.tenant.legal.vatId)
  const grossLines = await linesOf(tx, order, vatRateFor(buyer.country))
  const lines = buyer.reverseCharge ? exemptLines(grossLines, order.totalMinor) : grossLines
  return storeNumbered(tx, issuer.setting, 'INVOICE', {
    orderId: order.id,
    source: 'payment',
    creditedInvoiceId: null,
    brandSlug: order.brandSlug,
    language: order.language,
    locale: site.languages.find((l) => l.language === order.language)?.hreflang ?? order.language,
    timeZone: siteTimeZone(site.country),
    currency: order.currency,
    seller: sellerOf(issuer.tenant),
    buyer,
    lines,
    vatTotals: vatTotalsOf(lines, issuer.tenant.allowDecimals),
    totalMinor: order.totalMinor,
    issuedAt: now,
  })
}

/**
 * Issues the credit note of one refund (`source`: the refund's id), once, referencing the order's invoice. Null when
 * the order has no invoice (paid before invoices existed): there is nothing to correct.
 */
export async function issueCreditNote(
  tx: Db,
  orderId: number,
  source: string,
  amountMinor: number,
  now: number,
): Promise<iq.InvoiceRow | null> {
  const issued = await iq.findIssued(tx, orderId, 'CREDIT_NOTE', source)
  if (issued) return issued
  const invoice = await iq.findIssued(tx, orderId, 'INVOICE', 'payment')
  if (!invoice || amountMinor <= 0) return null
  const issuer = await issuerOf(tx, invoice.brandSlug)
  const setting = issuer?.setting ?? { prefix: defaultInvoicePrefix(invoice.brandSlug), perCountry: false }
  const buyer = invoice.buyer as InvoiceBuyer
  const vatRate = (invoice.lines as InvoiceLine[])[0]?.vatRate ?? vatRateFor(buyer.country)
  const lines: InvoiceLine[] = [
    {
      kind: 'refund',
      description: invoice.number,
      quantity: 1,
      unitMinor: -amountMinor,
      totalMinor: -amountMinor,
      vatRate,
    },
  ]
  return storeNumbered(tx, setting, 'CREDIT_NOTE', {
    orderId,
    source,
    creditedInvoiceId: invoice.id,
    brandSlug: invoice.brandSlug,
    language: invoice.language,
    locale: invoice.locale,
    timeZone: invoice.timeZone,
    currency: invoice.currency,
    seller: invoice.seller,
    buyer,
    lines,
    vatTotals: vatTotalsOf(lines, issuer?.tenant.allowDecimals ?? true),
    totalMinor: -amountMinor,
    issuedAt: now,
  })
}
