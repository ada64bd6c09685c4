import { addressesOf, findCustomer } from '../../../db/queries/accounts.js'
import type { Address } from '../../domain/checkout/checkout-details.js'
import { reverseChargeApplies, totalsWithoutVat } from '../../domain/checkout/reverse-charge.js'
import { newPublicId } from '../../domain/orders/public-id.js'
import { findPickupPoints, PICKUP_CARRIERS, preselectedPickupPoint } from '../../domain/shipping/pickup-points.js'
import { shipmentModesFor } from '../../domain/shipping/shipment-modes.js'
import type { Tenant } from '../../domain/tenancy/tenant.js'
import type { ProviderCoverage } from '../../domain/payments/payment-methods.js'
import { estimateCartShipment, readCart, type CartContext } from '../cart/cart.js'
import { paymentMethodsFor, PLACE_ERRORS } from '../orders/place-order.js'
import { quoteShipment, readCheckout } from './checkout.js'

/** The checkout page's query string: the step asked for and what the last form post reported back. */
export interface CheckoutQuery {
  step?: string
  invalid?: string
  error?: string
  pickup_postal_code?: string
}

/**
 * Everything the checkout page renders (spec: 1 contact, 2 address, 3 shipment, 4 payment). A step needs the ones
 * before it, so a step asked for beyond the first incomplete one shows that one instead.
 */
export async function checkoutPage(
  c: CartContext,
  tenant: Pick<Tenant, 'brand' | 'site'>,
  customerId: number | null,
  query: CheckoutQuery,
  providers: readonly ProviderCoverage[],
) {
  const { db, sf, now } = c
  const site = tenant.site
  const details = await readCheckout(db, { sessionId: c.sessionId, brandSlug: sf.brandSlug, siteCode: sf.siteCode })
  // The chosen shipment, priced again now with the cart: the order summary shows it on every step once it is known.
  const address = details.address
  const choice = details.shipment
  const cart = await readCart(
    c,
    undefined,
    address && choice ? (goods) => quoteShipment(site, goods, address, choice, now) : () => null,
  )
  const requested = Number(query.step ?? '1')
  const reachable = !details.contact ? 1 : !details.address ? 2 : !details.shipment ? 3 : 4
  const step = Number.isInteger(requested) && requested >= 1 && requested <= reachable ? requested : reachable
  const invalid = (query.invalid ?? '').split(',').filter((f) => /^[a-zA-Z]{1,20}$/.test(f))
  const rawError = query.error ?? ''
  const error = (PLACE_ERRORS as readonly string[]).includes(rawError)
    ? (rawError as (typeof PLACE_ERRORS)[number])
    : null

  let shipment = null
  if (step === 3 && address) {
    const pickupPostalCode = (query.pickup_postal_code ?? address.postalCode).slice(0, 12)
    const pickupCarriers = site.carriers.filter((carrier) => PICKUP_CARRIERS.includes(carrier))
    // Business-only modes are offered to a company buyer (step 1) only.
    const modes = shipmentModesFor(site.shipmentModes, details.contact?.customerType)
    const estimate = estimateCartShipment(site, cart, { country: address.country, postalCode: address.postalCode }, now)
    const pickup = modes.includes('PICKPOINT')
      ? findPickupPoints({ country: site.country, postalCode: pickupPostalCode, carriers: pickupCarriers, address })
      : null
    // Checked when the list opens: the point chosen before, else the cheapest carrier's nearest point.
    const chosen = details.shipment?.mode === 'PICKPOINT' ? details.shipment.pickupPoint.id : undefined
    const priceOf = (carrier: string) =>
      estimate.ok ? estimate.options.find((o) => o.carrier === carrier)?.priceMinor : undefined
    const preselected =
      pickup?.ok && pickup.points.some((p) => p.id === chosen)
        ? chosen
        : pickup?.ok
          ? preselectedPickupPoint(pickup.points, priceOf)?.id
          : undefined
    shipment = {
      modes,
      estimate,
      pickupPostalCode,
      pickup,
      preselectedPickupPointId: preselected ?? null,
      collectAddress: tenant.brand.legal.address,
    }
  }

  const quote = cart.shipment
  // A VIES-confirmed business buyer in another member state sees (and pays) the totals without VAT (decision 056).
  const reverseCharge = reverseChargeApplies(details.contact, tenant.brand.legal.vatId, site.country)
  const totals = reverseCharge ? totalsWithoutVat(cart.totals) : cart.totals
  let review = null
  if (step === 4 && address && details.shipment) {
    review = {
      quote,
      totalMinor: totals.totalMinor,
      paymentMethods: paymentMethodsFor(tenant, providers),
      // A fresh key per render: resubmitting this form (double click, reload, retry) reuses it; a new visit gets a new one.
      idempotencyKey: newPublicId(),
      cartId: cart.id,
      collectAddress: tenant.brand.legal.address,
      /** Lines made with the shopper's own photos or texts: excluded from the right of withdrawal. */
      personalisedLines: cart.lines.filter((l) => l.personalisedDesignId !== null).length,
    }
  }
  // A signed-in customer starts from the account's email and can pick a saved address of this country.
  const customer = customerId !== null ? await findCustomer(db, customerId) : undefined
  const account = customer
    ? {
        email: customer.email,
        addresses:
          step === 2
            ? (await addressesOf(db, customer.id))
                .map((a) => ({ id: a.id, address: a.address as Address }))
                .filter((a) => a.address.country === site.country)
            : [],
      }
    : null
  return {
    step,
    reachable,
    invalid,
    error,
    details,
    account,
    cart: {
      lines: cart.lines,
      totals: cart.totals,
      promotion: cart.promotion,
      reductions: cart.reductions,
      freeShipping: cart.freeShipping,
    },
    /** Totals with the shipment once it is chosen (shipping null before: it is not known yet). */
    summary: {
      ...totals,
      shippingMinor: quote ? quote.priceMinor : null,
      vatNotChargedMinor: reverseCharge ? cart.totals.vatIncludedMinor : null,
    },
    shipment,
    review,
  }
}
