import { vatContainedMinor } from '../money/price-display.js'

/**
 * Cart lines and totals. Pure functions over immutable arrays so the same code prices the cart on the server
 * and in tests. Money is integer minor units; prices are VAT-inclusive (consumer shop).
 *
 * A line has four shapes between the cart and the order, each needed where it is:
 * 1. StoredCartLine, a `cart_lines` row (db/schema/cart.ts): what the shopper chose, without a price, because
 *    prices are read from the catalog at every read.
 * 2. CartLine (below): what the rules here need to merge lines, change quantities and total them. Built from a
 *    stored line with cartLineOf(), or from a priced view line with pricedLines() in services/cart/cart.ts.
 * 3. CartLineView (services/cart/cart.ts): spec section 3's snake_case fields, a public contract (the cart page,
 *    /cart/data.json and the analytics events read it), so it keeps its own names.
 * 4. An `order_lines` row (db/schema/orders.ts): the frozen copy made by placeOrder (names, unit price, preview), never
 *    priced again.
 */
export type CartLine = {
  lineId: string
  articleId: number
  /** The chosen combination of options: what is printed, and what the price ladder belongs to. */
  variantId: number
  unitPriceMinor: number
  quantity: number
  designId: number | null
  /** Set when the customer personalised the product (own photo/text); such a line is unique by nature. */
  personalisedDesignId: string | null
}

/** The stored form of a line (a `cart_lines` row), as far as the rules care. */
export type StoredCartLine = {
  id: string
  articleId: number
  variantId: number
  quantity: number
  designId: number | null
  personalisedDesignId: string | null
}

export const MAX_QUANTITY = 99

/** A stored line priced at `unitPriceMinor` (0 where only quantities and identities matter: merging, quantity changes). */
export function cartLineOf(stored: StoredCartLine, unitPriceMinor: number): CartLine {
  return {
    lineId: stored.id,
    articleId: stored.articleId,
    variantId: stored.variantId,
    unitPriceMinor,
    quantity: stored.quantity,
    designId: stored.designId,
    personalisedDesignId: stored.personalisedDesignId,
  }
}

export type SetQuantityResult =
  { ok: true; lines: CartLine[] } | { ok: false; error: 'NOT_AN_INTEGER' | 'NEGATIVE' | 'OVER_MAX' | 'UNKNOWN_LINE' }

export type CartTotalsInput = {
  discountMinor: number
  shippingMinor: number
  vatRatePercent: number
  /** The brand shows decimals: the VAT figure is rounded to the cent, else to a whole unit (decision 042). */
  allowDecimals: boolean
}

export type CartTotals = {
  subtotalMinor: number
  discountMinor: number
  shippingMinor: number
  totalMinor: number
  vatIncludedMinor: number
  itemCount: number
}

/**
 * Adds a line. Two personalised items are different products even with the same article (different photos),
 * so only plain lines merge. A merged line keeps its lineId (the UI may reference it) but takes the incoming
 * price, which is the one the customer just saw.
 */
export function mergeLine(lines: readonly CartLine[], incoming: CartLine): CartLine[] {
  assertLine(incoming)
  if (incoming.personalisedDesignId === null) {
    const index = lines.findIndex(
      (l) =>
        l.personalisedDesignId === null &&
        l.articleId === incoming.articleId &&
        l.variantId === incoming.variantId &&
        l.designId === incoming.designId,
    )
    const existing = index >= 0 ? lines[index] : undefined
    if (existing) {
      const merged: CartLine = {
        ...existing,
        unitPriceMinor: incoming.unitPriceMinor,
        quantity: Math.min(existing.quantity + incoming.quantity, MAX_QUANTITY),
      }
      return lines.map((l, i) => (i === index ? merged : l))
    }
  }
  // A duplicate id would make setQuantity ambiguous.
  if (lines.some((l) => l.lineId === incoming.lineId)) throw new RangeError(`duplicate cart lineId ${incoming.lineId}`)
  return [...lines, { ...incoming, quantity: Math.min(incoming.quantity, MAX_QUANTITY) }]
}

/** Quantity comes straight from a form, so bad values are an expected outcome, not an exception. */
export function setQuantity(lines: readonly CartLine[], lineId: string, qty: number): SetQuantityResult {
  if (!Number.isInteger(qty)) return { ok: false, error: 'NOT_AN_INTEGER' }
  if (qty < 0) return { ok: false, error: 'NEGATIVE' }
  if (qty > MAX_QUANTITY) return { ok: false, error: 'OVER_MAX' }
  if (!lines.some((l) => l.lineId === lineId)) return { ok: false, error: 'UNKNOWN_LINE' }
  if (qty === 0) return { ok: true, lines: lines.filter((l) => l.lineId !== lineId) }
  return { ok: true, lines: lines.map((l) => (l.lineId === lineId ? { ...l, quantity: qty } : l)) }
}

/**
 * Totals for display and checkout. Shipping is VAT-inclusive at the same rate as the goods, so the VAT
 * contained in the whole total is extracted in one step, rounded once to the brand's unit (decision 042).
 */
export function cartTotals(lines: readonly CartLine[], input: CartTotalsInput): CartTotals {
  assertMinor(input.discountMinor, 'discountMinor')
  assertMinor(input.shippingMinor, 'shippingMinor')
  let subtotalMinor = 0
  let itemCount = 0
  for (const line of lines) {
    assertLine(line)
    subtotalMinor += line.unitPriceMinor * line.quantity
    itemCount += line.quantity
  }
  assertMinor(subtotalMinor, 'subtotalMinor')
  // The discount applies to goods only; shipping is still owed, and the total can never go negative.
  const discountMinor = Math.min(input.discountMinor, subtotalMinor)
  const totalMinor = orderTotal({ subtotalMinor, discountMinor }, input.shippingMinor)
  return {
    subtotalMinor,
    discountMinor,
    shippingMinor: input.shippingMinor,
    totalMinor,
    vatIncludedMinor: vatContainedMinor(totalMinor, input.vatRatePercent, input.allowDecimals),
    itemCount,
  }
}

/**
 * What the shopper pays: the goods after the discount, plus shipping. The one home of this formula: cartTotals uses it,
 * and so do the checkout review (the cart's totals with the quoted shipping) and the shipment estimate (shipping 0).
 * Expects totals from cartTotals, whose discount never exceeds the subtotal.
 */
export function orderTotal(totals: Pick<CartTotals, 'subtotalMinor' | 'discountMinor'>, shippingMinor: number): number {
  return totals.subtotalMinor - totals.discountMinor + shippingMinor
}

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${value}`)
}

function assertLine(line: CartLine): void {
  assertMinor(line.unitPriceMinor, `unitPriceMinor of line ${line.lineId}`)
  if (!Number.isInteger(line.quantity) || line.quantity < 1)
    throw new RangeError(`quantity of line ${line.lineId} must be a positive integer, got ${line.quantity}`)
}

/**
 * Copies per variant across the cart's lines: quantity tiers count every copy of a variant, so 60 different photos
 * printed at 10x15 cm together reach the 50-copy price (decision 040).
 */
export function copiesPerVariant(lines: readonly { variantId: number; quantity: number }[]): Map<number, number> {
  const copies = new Map<number, number>()
  for (const l of lines) copies.set(l.variantId, (copies.get(l.variantId) ?? 0) + l.quantity)
  return copies
}
