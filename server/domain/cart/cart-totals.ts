import { vatContainedMinor } from '../money/price-display.js'

/**
 * Cart lines and totals. Pure functions over immutable arrays so the same code prices the cart on the server
 * and in tests. Money is integer minor units; prices are VAT-inclusive (consumer shop).
 *
 * Inside the shop a cart line has one shape, CartLine below (camelCase): readCart (services/cart/cart.ts) prices it
 * from the catalogue, and the pages, components and rules here read it. The rules take only the fields they use
 * (ChosenCartLine: what the shopper chose, before any price). The other shapes exist only at a boundary, each made
 * by one function:
 * - a `cart_lines` row (db/schema/cart.ts) holds a ChosenCartLine without a price, because prices are read from the
 *   catalogue at every read: db/queries/cart.ts converts both ways (chosenLineOf, storedLineOf);
 * - an `order_lines` row (db/schema/orders.ts) is the frozen copy placeOrder makes, never priced again:
 *   db/queries/orders.ts makes it from a CartLine (frozenOrderLineOf);
 * - spec section 3's snake_case fields (/cart/data.json, the editor's cart JSON and the analytics events) are made by
 *   cartLineJson (domain/cart/cart-line-json.ts).
 * Totals are computed once per read, by readCart, with the chosen shipment when checkout gives one.
 */
export type CartLine = {
  cartId: string
  lineId: string
  articleId: number
  articleName: string
  articleNamePlural: string
  /** The chosen combination of options: what is printed, and what the price ladder belongs to. */
  variantId: number
  variantSku: string
  /** The variant's options in the site language ("10x15 cm · Matte", '' if none). */
  variantLabel: string
  /** The variant's option values (option key -> value key), for the cart's selects. */
  variantOptions: Record<string, string>
  /** Unit price at the quantity tier this variant reaches in the whole cart. */
  unitPriceMinor: number
  quantity: number
  lineTotalMinor: number
  promotionCode: string | null
  urlPreview: string
  designId: number | null
  designName: string | null
  designSlug: string | null
  /** Set when the customer personalised the product (own photo/text); such a line is unique by nature. */
  personalisedDesignId: string | null
  /** A bulk prints line (decision 054): how many photos it prints; null for any other line. */
  printPhotos: number | null
  /**
   * When an automatic offer reduces one copy of this variant now: the lowest price of one copy in the 30 days before
   * the reduction (Directive 98/6/EC art. 6a), shown beside the line; null otherwise or when no history is known.
   */
  priorPriceMinor: number | null
}

/** What the shopper chose, as a `cart_lines` row keeps it: the part of a line the merging rules need. */
export type ChosenCartLine = Pick<
  CartLine,
  'lineId' | 'articleId' | 'variantId' | 'quantity' | 'designId' | 'personalisedDesignId'
>

/** A chosen line at a unit price: what merging, quantity changes and totals read. */
export type PricedChoice = ChosenCartLine & Pick<CartLine, 'unitPriceMinor'>

export const MAX_QUANTITY = 99

/** A chosen line at `unitPriceMinor` (0 where only quantities and identities matter: merging, quantity changes). */
export function cartLineOf(chosen: ChosenCartLine, unitPriceMinor: number): PricedChoice {
  return {
    lineId: chosen.lineId,
    articleId: chosen.articleId,
    variantId: chosen.variantId,
    unitPriceMinor,
    quantity: chosen.quantity,
    designId: chosen.designId,
    personalisedDesignId: chosen.personalisedDesignId,
  }
}

export type SetQuantityResult<L extends PricedChoice = PricedChoice> =
  { ok: true; lines: L[] } | { ok: false; error: 'NOT_AN_INTEGER' | 'NEGATIVE' | 'OVER_MAX' | 'UNKNOWN_LINE' }

export type CartTotalsInput = {
  discountMinor: number
  shippingMinor: number
  vatRatePercent: number
  /** The brand shows decimals: the VAT figure is rounded to the cent, else to a whole unit (decision 042). */
  allowDecimals: boolean
}

/** The goods of a cart: their sum, the discount on them (never above the sum) and the number of copies. */
export type GoodsTotals = {
  subtotalMinor: number
  discountMinor: number
  itemCount: number
}

export type CartTotals = GoodsTotals & {
  shippingMinor: number
  totalMinor: number
  vatIncludedMinor: number
}

/**
 * Adds a line. Two personalised items are different products even with the same article (different photos),
 * so only plain lines merge. A merged line keeps its lineId (the UI may reference it) but takes the incoming
 * price, which is the one the customer just saw.
 */
export function mergeLine<L extends PricedChoice>(lines: readonly L[], incoming: L): L[] {
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
      const merged: L = {
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
export function setQuantity<L extends PricedChoice>(
  lines: readonly L[],
  lineId: string,
  qty: number,
): SetQuantityResult<L> {
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
export function cartTotals(lines: readonly PricedChoice[], input: CartTotalsInput): CartTotals {
  const goods = goodsTotals(lines, input.discountMinor)
  assertMinor(input.shippingMinor, 'shippingMinor')
  const totalMinor = orderTotal(goods, input.shippingMinor)
  return {
    subtotalMinor: goods.subtotalMinor,
    discountMinor: goods.discountMinor,
    shippingMinor: input.shippingMinor,
    totalMinor,
    vatIncludedMinor: vatContainedMinor(totalMinor, input.vatRatePercent, input.allowDecimals),
    itemCount: goods.itemCount,
  }
}

/**
 * The goods part of cartTotals, which a shipment's price depends on (free-shipping thresholds): readCart quotes the
 * chosen shipment from it before it totals the cart.
 */
export function goodsTotals(lines: readonly PricedChoice[], discountMinor: number): GoodsTotals {
  assertMinor(discountMinor, 'discountMinor')
  let subtotalMinor = 0
  let itemCount = 0
  for (const line of lines) {
    assertLine(line)
    subtotalMinor += line.unitPriceMinor * line.quantity
    itemCount += line.quantity
  }
  assertMinor(subtotalMinor, 'subtotalMinor')
  // The discount applies to goods only; shipping is still owed, and the total can never go negative.
  return { subtotalMinor, discountMinor: Math.min(discountMinor, subtotalMinor), itemCount }
}

/**
 * What the shopper pays: the goods after the discount, plus shipping. The one home of this formula: cartTotals uses it,
 * and so do the shipment estimates and quotes (shipping 0: the goods after the discount).
 * Expects totals from goodsTotals or cartTotals, whose discount never exceeds the subtotal.
 */
export function orderTotal(totals: Pick<CartTotals, 'subtotalMinor' | 'discountMinor'>, shippingMinor: number): number {
  return totals.subtotalMinor - totals.discountMinor + shippingMinor
}

function assertMinor(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer of minor units, got ${value}`)
}

function assertLine(line: PricedChoice): void {
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
