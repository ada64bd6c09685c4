import type { Db } from '../../../db/client.js'
import type { OrderRow } from '../../../db/queries/orders.js'
import type { Address, Contact } from '../../domain/checkout/checkout-details.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { localizePath } from '../../domain/tenancy/locale-path.js'
import { siteDisplayName, siteRouting } from '../../domain/tenancy/tenant.js'
import { renderOrderConfirmation } from '../../emails/order-confirmation.js'
import type { OrderEmailView } from '../../emails/order-email-view.js'
import { EMAIL_MESSAGES } from '../../emails/messages.js'
import type { Translate } from '../../i18n/server-messages.js'
import type { TenantRegistry } from '../tenancy/tenant-registry.js'
import { orderLineRows, orderReductionRows, paymentsOfOrder } from '../../../db/queries/orders.js'
import type { OrderMailDetail, OrderMailEvent, OrderMailer } from './payments.js'
import { renderLifecycleMail, type LifecycleMailView } from '../../emails/order-lifecycle.js'
import { carrierTrackingUrl } from '../../domain/shipping/carrier-tracking.js'
import type { StoredTenant } from '../../../db/queries/tenants.js'
import { DAY_MS } from './transfer-deadlines.js'
import { CARRIER_NAMES, PAYMENT_BRAND_NAMES } from '../../domain/vocabulary/brand-names.js'
import type { StoredShipment } from './order-views.js'
import { findIssued } from '../../../db/queries/invoices.js'
import { findWithdrawal } from '../../../db/queries/withdrawals.js'
import { findBrandPage } from '../../../db/queries/brand-pages.js'
import type { OrderMailLegal } from '../../emails/order-legal-block.js'
import { siteTimeZone } from '../../domain/tenancy/time-zones.js'

/**
 * Builds the confirmation mail of an order in its own language, from the frozen order (not the live cart or catalog):
 * "paid" after the payment succeeded, "awaiting-transfer" with the bank details when the shopper chose a transfer.
 */
export function createOrderMailer(opts: {
  registry: TenantRegistry
  translate: Translate
  originOf: (host: string) => string
}): OrderMailer {
  return async (db: Db, order: OrderRow, event, detail) => {
    const brand = opts.registry.brands().find((b) => b.slug === order.brandSlug)
    const site = brand?.sites.find((s) => s.code === order.siteCode)
    if (!brand || !site) return null
    const language = order.language as ShopLanguage
    const locale = site.languages.find((l) => l.language === language)?.hreflang ?? language
    const contact = order.contact as Contact
    const address = order.address as Address
    const shipment = order.shipment as StoredShipment
    const url = (path: string) => opts.originOf(site.hosts[0]!) + localizePath(path, language, siteRouting(site))
    if (event !== 'paid' && event !== 'awaiting-transfer') {
      const mail = await lifecycleMail(event, detail ?? {}, { db, order, brand, url, shipment })
      if (!mail) return null
      const rendered = renderLifecycleMail(
        {
          publicId: order.publicId,
          language,
          locale,
          currency: order.currency,
          brandName: brand.displayName,
          firstName: address.firstName,
          trackingUrl: url(`/tracking/${order.publicId}`),
          mail,
        },
        opts.translate,
      )
      const creditNote = detail?.creditNoteSource
        ? await findIssued(db, order.id, 'CREDIT_NOTE', detail.creditNoteSource)
        : undefined
      return {
        to: contact.email,
        from: `${brand.displayName} <${brand.legal.email}>`,
        ...rendered,
        attachments: creditNote ? [{ invoiceId: creditNote.id }] : undefined,
      }
    }
    const methodName = (m: string) =>
      m === 'CARD'
        ? opts.translate(language, EMAIL_MESSAGES.card)
        : m === 'BANK_TRANSFER'
          ? opts.translate(language, EMAIL_MESSAGES.bankTransfer)
          : m === 'BILLING_ACCOUNT'
            ? opts.translate(language, EMAIL_MESSAGES.billingAccount)
            : (PAYMENT_BRAND_NAMES[m] ?? m)
    const delivery: OrderEmailView['delivery'] =
      shipment.mode === 'ADDRESS'
        ? {
            kind: 'address',
            label: CARRIER_NAMES[shipment.carrier] ?? shipment.carrier,
            lines: [
              `${address.firstName} ${address.lastName}`,
              address.street,
              `${address.postalCode} ${address.city}`,
            ],
          }
        : shipment.mode === 'PICKPOINT'
          ? {
              kind: 'pickup-point',
              label: CARRIER_NAMES[shipment.carrier] ?? shipment.carrier,
              lines: [shipment.pickupPoint.name, shipment.pickupPoint.street],
            }
          : {
              kind: 'collect',
              label: shipment.mode === 'CUSTOMER' ? shipment.courierName : '',
              lines: [brand.legal.address],
            }
    const account = brand.legal.bankAccount
    const payment: OrderEmailView['payment'] =
      event === 'awaiting-transfer' && account
        ? {
            state: 'bank-transfer',
            iban: account.iban,
            bic: account.bic,
            beneficiary: account.beneficiary,
            reference: await pendingReference(db, order.id),
            amountMinor: order.totalMinor,
          }
        : { state: 'paid', methodName: methodName(order.paymentMethod) }
    const view: OrderEmailView = {
      publicId: order.publicId,
      language,
      locale,
      currency: order.currency,
      allowDecimals: brand.allowDecimals,
      brandName: siteDisplayName({ brand, site }, language),
      from: `${siteDisplayName({ brand, site }, language)} <${brand.legal.email}>`,
      to: contact.email,
      firstName: address.firstName,
      orderUrl: url(`/order-completed?order=${order.publicId}`),
      trackingUrl: url(`/tracking/${order.publicId}`),
      lines: (await orderLineRows(db, order.id)).map((l) => ({
        name: [l.variantLabel ? `${l.articleName} (${l.variantLabel})` : l.articleName, l.designName]
          .filter(Boolean)
          .join(' · '),
        quantity: l.quantity,
        lineTotalMinor: l.lineTotalMinor,
      })),
      subtotalMinor: order.subtotalMinor,
      discountMinor: order.discountMinor,
      reductions: await orderReductionRows(db, order.id),
      shippingMinor: order.shippingMinor,
      totalMinor: order.totalMinor,
      vatMinor: order.vatMinor,
      delivery,
      payment,
      createdAt: order.createdAt,
      legal: await mailLegal(db, brand, language, url('/_section/legal/withdrawal')),
    }
    const mail = renderOrderConfirmation(view, opts.translate)
    // The invoice is issued in the payment's transaction, before this mail is queued (decision 049).
    const invoice = event === 'paid' ? await findIssued(db, order.id, 'INVOICE', 'payment') : undefined
    return { to: view.to, from: view.from, ...mail, attachments: invoice ? [{ invoiceId: invoice.id }] : undefined }
  }
}

/** The seller and the texts the confirmation carries as a durable medium (decision 052). */
async function mailLegal(
  db: Db,
  brand: StoredTenant,
  language: ShopLanguage,
  withdrawalFormUrl: string,
): Promise<OrderMailLegal> {
  const { companyName, address, vatId, email } = brand.legal
  const page = await findBrandPage(db, brand.slug, 'terms', language)
  const vars: Record<string, string> = { brand: brand.displayName, company: companyName, email, address, vatId }
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (m, name: string) => vars[name] ?? m)
  return {
    seller: { name: companyName, address, vatId, email },
    withdrawalFormUrl,
    terms: page
      ? {
          title: fill(page.title),
          paragraphs: [page.intro, ...page.sections.flatMap((s) => [s.heading, s.body])].filter(Boolean).map(fill),
        }
      : null,
  }
}

async function pendingReference(db: Db, orderId: number): Promise<string> {
  const transfer = (await paymentsOfOrder(db, orderId))
    .filter((p) => p.provider === 'bank-transfer' && p.providerRef)
    .at(-1)
  return transfer?.providerRef ?? String(orderId)
}

const transferStartedAt = async (db: Db, orderId: number) =>
  (await paymentsOfOrder(db, orderId)).filter((p) => p.provider === 'bank-transfer').at(-1)?.createdAt

/** The facts of one lifecycle mail (null: the mail does not apply, e.g. a reminder for a brand without a bank account). */
async function lifecycleMail(
  event: Exclude<OrderMailEvent, 'paid' | 'awaiting-transfer'>,
  detail: OrderMailDetail,
  ctx: {
    db: Db
    order: OrderRow
    brand: StoredTenant
    url: (path: string) => string
    shipment: StoredShipment
  },
): Promise<LifecycleMailView['mail'] | null> {
  const { order, brand, shipment } = ctx
  switch (event) {
    case 'shipped': {
      const carrier = 'carrier' in shipment && shipment.carrier ? shipment.carrier : null
      if (!carrier) return null
      return {
        kind: 'shipped',
        carrier: CARRIER_NAMES[carrier] ?? carrier,
        trackingNumber: order.trackingNumber,
        carrierTrackingUrl: order.trackingNumber ? carrierTrackingUrl(carrier, order.trackingNumber) : null,
      }
    }
    case 'at-pickup-point':
      return {
        kind: 'at-pickup-point',
        pointLines: shipment.mode === 'PICKPOINT' ? [shipment.pickupPoint.name, shipment.pickupPoint.street] : [],
      }
    case 'delivered':
      return { kind: 'delivered' }
    case 'transfer-reminder': {
      const account = brand.legal.bankAccount
      if (!account) return null
      return {
        kind: 'transfer-reminder',
        amountMinor: order.totalMinor,
        // Counted from when the shopper chose the transfer, as the cancellation job is.
        cancelAt:
          ((await transferStartedAt(ctx.db, order.id)) ?? order.createdAt) + brand.payments.transferCancelDays * DAY_MS,
        iban: account.iban,
        bic: account.bic,
        beneficiary: account.beneficiary,
        reference: await pendingReference(ctx.db, order.id),
      }
    }
    case 'transfer-canceled':
      return { kind: 'transfer-canceled' }
    case 'refund-data-request':
      if (!detail.actionId) return null
      return {
        kind: 'refund-data-request',
        amountMinor: detail.amountMinor ?? order.totalMinor,
        actionUrl: ctx.url(`/tracking/${order.publicId}/user_required_actions/${detail.actionId}`),
      }
    case 'refund-issued':
      return { kind: 'refund-issued', amountMinor: detail.amountMinor ?? order.totalMinor }
    case 'withdrawal-received': {
      const withdrawal = await findWithdrawal(ctx.db, order.id)
      if (!withdrawal) return null
      const lines = await orderLineRows(ctx.db, order.id)
      const site = brand.sites.find((s) => s.code === order.siteCode)
      return {
        kind: 'withdrawal-received',
        at: withdrawal.createdAt,
        timeZone: siteTimeZone(site?.country ?? 'ES'),
        lines: withdrawal.lines.map((w) => {
          const l = lines.find((x) => x.id === w.lineId)
          return `${w.quantity} × ${[l?.articleName, l?.variantLabel, l?.designName].filter(Boolean).join(' · ')}`
        }),
        name: withdrawal.name,
        reason: withdrawal.reason,
        seller: { name: brand.legal.companyName, address: brand.legal.address, email: brand.legal.email },
      }
    }
  }
}
