import { isUniqueViolation } from '../../../db/errors.js'
import { transaction } from '../../../db/transaction.js'
import * as cq from '../../../db/queries/cart.js'
import * as oq from '../../../db/queries/orders.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import { methodsOffered, paymentKindOf, type ProviderCoverage } from '../../domain/payments/payment-methods.js'
import { newPublicId } from '../../domain/orders/public-id.js'
import type { PaymentMethod } from '../../domain/vocabulary/shop-enums.js'
import type { Tenant } from '../../domain/tenancy/tenant.js'
import { freeShippingByOffer, readCart, type CartContext, type CartView } from '../cart/cart.js'
import type { Address } from '../../domain/checkout/checkout-details.js'
import type { ShipmentChoice } from '../checkout/checkout.js'
import type { orderReductions } from '../../../db/schema/index.js'

type OrderReductionRow = typeof orderReductions.$inferInsert
import { checkoutOfCart, quoteShipment } from '../checkout/checkout.js'
import { reverseChargeApplies, totalsWithoutVat } from '../../domain/checkout/reverse-charge.js'
import { shipmentModesFor } from '../../domain/shipping/shipment-modes.js'
import { recordCodeUse, takeCodeUse, type CodeUse } from '../promotions/promotion-codes.js'

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,64}$/

export interface PlaceOrderInput {
  /** The cart the shopper reviewed (hidden field of step 4); a different current cart means it changed since. */
  cartId: string
  idempotencyKey: string
  paymentMethod: string
  /** The shopper ticked "I accept the terms and conditions and the privacy policy" (checked here, not trusted to HTML). */
  termsAccepted: boolean
  customerId: number | null
  /** Campaign attribution from the shopper's cookies (`{afcust, afcmp, awc, utm_*, gclid, ...}`), or null. */
  attribution?: unknown
}

export type PlaceOrderError =
  | 'EMPTY_CART'
  | 'STEP_MISSING'
  | 'METHOD_NOT_OFFERED'
  | 'CART_CHANGED'
  | 'SHIPMENT_UNAVAILABLE'
  | 'BAD_IDEMPOTENCY_KEY'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'TERMS_NOT_ACCEPTED'
  | 'PROMOTION_USED_UP'
  | 'PROMOTION_USED_UP_FOR_EMAIL'
/**
 * The place-order errors the checkout page shows (the router redirects with ?error= in lowercase); an empty cart is
 * not among them because the router sends the shopper back to the cart page instead.
 */
export const PLACE_ERRORS = [
  'method_not_offered',
  'cart_changed',
  'shipment_unavailable',
  'step_missing',
  'bad_idempotency_key',
  'terms_not_accepted',
  'promotion_used_up',
  'promotion_used_up_for_email',
] as const satisfies readonly Lowercase<Exclude<PlaceOrderError, 'EMPTY_CART'>>[]
export type PlaceOrderResult =
  { ok: true; order: oq.OrderRow; created: boolean } | { ok: false; error: PlaceOrderError }

/** Methods the shopper can choose here: the site's list, minus those without a provider or a bank account. */
export function paymentMethodsFor(
  tenant: Pick<Tenant, 'brand' | 'site'>,
  providers: readonly ProviderCoverage[],
): PaymentMethod[] {
  return methodsOffered(tenant.site.paymentMethods, providers).filter(
    (m) => m !== 'BANK_TRANSFER' || tenant.brand.legal.bankAccount !== undefined,
  )
}

/**
 * Turns the session's cart into an order in one transaction that holds the cart's row lock first (cq.lockCart; on
 * SQLite the write lock of BEGIN IMMEDIATE), so two submissions of one cart take turns and the second finds the first's
 * order; shoppers with other carts do not wait. The unique cart_id and (brand, idempotency key) hold regardless: a
 * unique violation (one key sent with two carts at once) runs the transaction again, which then finds that order
 * (decision 038). The same idempotency key (from the session that used it first), or the same cart, always yields the
 * same order: double clicks, a second tab and client retries get the first order back. Totals are recomputed from the catalog here;
 * nothing the browser sends is a price. The cart is consumed by consumeCart once the payment has started, so a
 * provider error leaves the cart intact and the order payable (issue 14).
 */
export async function placeOrder(
  c: CartContext,
  tenant: Pick<Tenant, 'brand' | 'site'>,
  input: PlaceOrderInput,
  providers: readonly ProviderCoverage[],
): Promise<PlaceOrderResult> {
  // A contract needs the shopper's acceptance of the terms: without it nothing is placed (not even a replay).
  if (!input.termsAccepted) return { ok: false, error: 'TERMS_NOT_ACCEPTED' }
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) return { ok: false, error: 'BAD_IDEMPOTENCY_KEY' }
  const place = () =>
    transaction(c.db, async (tx) => {
      const cart = await cq.lockCart(tx, { sessionId: c.sessionId, brandSlug: c.sf.brandSlug, siteCode: c.sf.siteCode })
      const byKey = await oq.findOrderByIdempotencyKey(tx, c.sf.brandSlug, input.idempotencyKey)
      // A key belongs to the session (cart owner) that placed its order: a replay from anywhere else learns nothing.
      if (byKey && byKey.sessionId !== c.sessionId)
        return { ok: false as const, error: 'IDEMPOTENCY_KEY_REUSED' as const }
      if (byKey) return { ok: true as const, order: byKey, created: false }
      const byCart = await oq.findOrderByCart(tx, input.cartId)
      if (byCart && byCart.sessionId === c.sessionId) return { ok: true as const, order: byCart, created: false }

      if (!cart) return { ok: false as const, error: 'EMPTY_CART' as const }
      // The cart row is read once and handed on (it was read three times per placement before; decision 033). The
      // cart is priced once, here, with the shipment chosen on step 3 quoted again now: its totals are the order's.
      const details = await checkoutOfCart(tx, cart.id)
      const { contact, address, shipment: choice } = details
      // A business-only shipment kept by a buyer who is no longer a company (a race of two tabs) is chosen again.
      const allowed = contact ? shipmentModesFor(tenant.site.shipmentModes, contact.customerType) : []
      const view = await readCart({ ...c, db: tx }, cart, (goods) =>
        address && choice && allowed.includes(choice.mode)
          ? quoteShipment(tenant.site, goods, address, choice, c.now)
          : null,
      )
      if (view.lines.length === 0) return { ok: false as const, error: 'EMPTY_CART' as const }
      if (cart.id !== input.cartId) return { ok: false as const, error: 'CART_CHANGED' as const }
      if (!contact || !address || !choice) return { ok: false as const, error: 'STEP_MISSING' as const }
      const method = paymentMethodsFor(tenant, providers).find((m) => m === input.paymentMethod)
      if (!method) return { ok: false as const, error: 'METHOD_NOT_OFFERED' as const }
      const quote = view.shipment
      if (!quote) return { ok: false as const, error: 'SHIPMENT_UNAVAILABLE' as const }

      const codeUse = await promotionUseTaken(tx, c, cart.id, view.promotion, contact.email)
      if (codeUse === 'USED_UP' || codeUse === 'USED_UP_FOR_EMAIL')
        return { ok: false as const, error: `PROMOTION_${codeUse}` as const }

      // A VIES-confirmed business buyer in another member state pays without VAT (decision 056), as step 4 showed.
      const exempt = reverseChargeApplies(contact, tenant.brand.legal.vatId, address.country)
      const totals = exempt ? totalsWithoutVat(view.totals) : view.totals
      const order = await oq.insertOrder(tx, {
        publicId: newPublicId(),
        brandSlug: c.sf.brandSlug,
        siteCode: c.sf.siteCode,
        language: c.sf.language,
        currency: c.sf.currency,
        sessionId: c.sessionId,
        customerId: input.customerId,
        cartId: cart.id,
        idempotencyKey: input.idempotencyKey,
        status: ORDER_STATUS.AWAITING_PAYMENT,
        contact,
        address,
        shipment: { ...choice, ...quote },
        paymentMethod: method,
        paymentKind: paymentKindOf(method),
        promotionCode: view.promotion?.ok ? view.promotion.code : null,
        subtotalMinor: totals.subtotalMinor,
        discountMinor: totals.discountMinor,
        shippingMinor: totals.shippingMinor,
        vatMinor: totals.vatIncludedMinor,
        totalMinor: totals.totalMinor,
        attribution: input.attribution ?? null,
        createdAt: c.now,
        updatedAt: c.now,
      })
      if (codeUse === 'TAKEN')
        await recordCodeUse(tx, {
          brandSlug: c.sf.brandSlug,
          code: order.promotionCode!,
          email: contact.email,
          orderId: order.id,
          usedAt: c.now,
        })
      // The frozen copy of each line (see domain/cart/cart-totals.ts): never priced again.
      await oq.insertFrozenOrderLines(tx, order.id, view.lines)
      await oq.insertOrderReductions(
        tx,
        orderReductionsOf(view, tenant.site, address, choice, c.now).map((r, position) => ({
          orderId: order.id,
          ...r,
          position,
        })),
      )
      await oq.insertOrderEvent(tx, {
        orderId: order.id,
        kind: 'status',
        fromStatus: null,
        toStatus: ORDER_STATUS.AWAITING_PAYMENT,
        actor: 'shop',
        note: null,
        at: c.now,
      })
      // The cart stays until the payment has started (consumeCart): should the provider fail, the shopper finds the
      // cart intact, and placing it again resumes this order (same cart) instead of making a second one.
      return { ok: true as const, order, created: true }
    })
  try {
    return await place()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return place()
  }
}

/**
 * Takes the use of the cart's promotion code that this order spends, in the placing transaction (rolled back with it):
 * the code's row lock, then its uses in all and by this email (services/promotions/promotion-codes.ts). A code whose
 * last use went while the shopper was on step 4 (or just now, to another order), or whose shopper (email) has used it
 * as often as one may, is removed from the cart and the placement refused: the shopper sees the new total before an
 * order is placed without the reduction shown. A code without a stored row is a console preview's draft: nothing to
 * count. Undefined: no code, or one that gives nothing for another reason (it stays on the cart).
 */
async function promotionUseTaken(
  tx: CartContext['db'],
  c: CartContext,
  cartId: string,
  promotion: CartView['promotion'],
  email: string,
): Promise<CodeUse | undefined> {
  if (!promotion) return undefined
  const use = promotion.ok
    ? await takeCodeUse(tx, c.sf.brandSlug, promotion.code, email)
    : promotion.reason === 'USED_UP' || promotion.reason === 'USED_UP_FOR_EMAIL'
      ? promotion.reason
      : undefined
  if (use === 'USED_UP' || use === 'USED_UP_FOR_EMAIL') await cq.setCartPromotion(tx, cartId, null, c.now)
  return use
}

/**
 * The reductions the order keeps, as the shopper saw them on step 4: each automatic offer and the code, then the
 * shipping a free-shipping offer waived (what the carrier would have cost without it).
 */
function orderReductionsOf(
  view: CartView,
  site: Tenant['site'],
  address: Address,
  shipment: ShipmentChoice,
  now: number,
): Omit<OrderReductionRow, 'orderId' | 'position'>[] {
  const rows: Omit<OrderReductionRow, 'orderId' | 'position'>[] = view.reductions.map((r) => ({ ...r }))
  const offer = freeShippingByOffer(site, view)
  const waived = offer ? quoteShipment(site, { ...view, freeShipping: null }, address, shipment, now) : null
  if (offer && waived && waived.priceMinor > 0)
    rows.push({
      kind: 'SHIPPING',
      offerId: offer.offerId,
      code: null,
      label: offer.title,
      amountMinor: waived.priceMinor,
    })
  return rows
}

/** The order's cart is gone once its payment has started (or the order needs none any more). */
export async function consumeCart(db: CartContext['db'], cartId: string): Promise<void> {
  await cq.deleteCart(db, cartId)
}
