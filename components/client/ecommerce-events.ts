import { analyticsConsented } from './consent.js'
import { ensureConsentDefaults } from './google-tag.js'

/**
 * GA4 ecommerce events built from the spec's cart lines (add_to_cart, begin_checkout, purchase). They are pushed to
 * the dataLayer only when the shopper accepted analytics (session consent under the current consent version).
 */
export type EcommerceEventName = 'add_to_cart' | 'begin_checkout' | 'purchase'

export interface AnalyticsCartLine {
  cart_id: string | null
  article_id: number
  article_name: string
  article_name_plural: string
  pvp: number
  quantity: number
  promotion_code: string | null
  url_preview: string
}

export interface PurchaseInfo {
  transactionId: string
  valueMinor: number
  shippingMinor: number
  taxMinor: number
}

function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
}

export function ecommercePayload(
  event: EcommerceEventName,
  lines: readonly AnalyticsCartLine[],
  currency: string,
  purchase?: PurchaseInfo,
) {
  const scale = 10 ** minorDigits(currency)
  const amount = (minor: number) => Math.round(minor) / scale
  const items = lines.map((l) => ({
    item_id: String(l.article_id),
    item_name: l.article_name,
    price: amount(l.pvp),
    quantity: l.quantity,
    ...(l.promotion_code ? { coupon: l.promotion_code } : {}),
  }))
  const value = purchase ? purchase.valueMinor : lines.reduce((s, l) => s + l.pvp * l.quantity, 0)
  return {
    event,
    ecommerce: {
      currency,
      value: amount(value),
      items,
      ...(purchase
        ? {
            transaction_id: purchase.transactionId,
            shipping: amount(purchase.shippingMinor),
            tax: amount(purchase.taxMinor),
          }
        : {}),
    },
  }
}

/** Only with analytics consent (the shared consent source: the shop session, current consent version). */
export async function sendEcommerceEvent(
  event: EcommerceEventName,
  lines: readonly AnalyticsCartLine[],
  currency: string,
  purchase?: PurchaseInfo,
): Promise<boolean> {
  if (lines.length === 0) return false
  if (!(await analyticsConsented())) return false
  // The consent defaults come first in the dataLayer, whatever pushes first.
  ensureConsentDefaults()
  window.dataLayer ??= []
  window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push(ecommercePayload(event, lines, currency, purchase))
  return true
}
