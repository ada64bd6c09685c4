import type { OrderMailLegal } from './order-legal-block.js'
import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'

/**
 * Everything the order confirmation email shows, already resolved for one order: the caller (order placement)
 * reads the order, site and brand and fills this in; the template only formats and translates.
 * Amounts are integer minor units in `currency`.
 */
export interface OrderEmailView {
  publicId: string
  language: ShopLanguage
  /** BCP-47 like 'pl-PL', for Intl (numbers, money, dates). */
  locale: string
  currency: string
  allowDecimals: boolean
  brandName: string
  /** Brand sender, e.g. 'WallPix Polska <legal@wallpix.pl>'. */
  from: string
  to: string
  firstName: string
  /** Absolute URL of /order-completed?order=... */
  orderUrl: string
  /** Absolute URL of /tracking/{publicId} */
  trackingUrl: string
  lines: { name: string; quantity: number; lineTotalMinor: number }[]
  subtotalMinor: number
  /** Sum of the goods' reductions (offers and code). */
  discountMinor: number
  /**
   * Each reduction as the order keeps it (order_reductions): an offer by its title, a code, or the shipping an offer
   * waived. Without them (an order from before) the discount shows as one line.
   */
  reductions: { kind: 'OFFER' | 'CODE' | 'SHIPPING'; label: string; amountMinor: number }[]
  shippingMinor: number
  totalMinor: number
  /** VAT included in the total. */
  vatMinor: number
  /** e.g. carrier name as label, then address lines. */
  delivery: { kind: 'address' | 'pickup-point' | 'collect'; label: string; lines: string[] }
  payment:
    | { state: 'paid'; methodName: string }
    | { state: 'pending'; methodName: string }
    | { state: 'bank-transfer'; iban: string; bic: string; beneficiary: string; reference: string; amountMinor: number }
  /** Epoch ms. */
  createdAt: number
  /** Seller, withdrawal information and terms (the durable medium); absent in mails that need none. */
  legal?: OrderMailLegal
}
