// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { estimateCartShipment, readCart } from '../../server/services/cart/cart.js'
import { quoteShipment, readCheckout } from '../../server/services/checkout/checkout.js'
import { paymentMethodsFor, PLACE_ERRORS } from '../../server/services/orders/place-order.js'
import { findPickupPoints, PICKUP_CARRIERS } from '../../server/domain/shipping/pickup-points.js'
import { newPublicId } from '../../server/domain/orders/public-id.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, storefront } from '../catalog-data.js'
import { addressesOf, findCustomer } from '../../db/queries/accounts.js'
import type { Address } from '../../server/domain/checkout/checkout-details.js'

/** Checkout (spec: 1 contact, 2 address, 3 shipment, 4 payment). A step needs the ones before it. */
export function data(pc: PageContextServer) {
  const sf = { ...storefront(pc), country: pc.tenant.site.country }
  const now = pc.now ?? Date.now()
  const cart = readCart({ db: db(pc), sf, sessionId: pc.sessionId!, now })
  const details = readCheckout(db(pc), { sessionId: pc.sessionId!, brandSlug: sf.brandSlug, siteCode: sf.siteCode })
  const requested = Number(pc.urlParsed.search.step ?? '1')
  const reachable = !details.contact ? 1 : !details.address ? 2 : !details.shipment ? 3 : 4
  const step = Number.isInteger(requested) && requested >= 1 && requested <= reachable ? requested : reachable
  const invalid = (pc.urlParsed.search.invalid ?? '').split(',').filter((f) => /^[a-zA-Z]{1,20}$/.test(f))
  const rawError = pc.urlParsed.search.error ?? ''
  const error = (PLACE_ERRORS as readonly string[]).includes(rawError)
    ? (rawError as (typeof PLACE_ERRORS)[number])
    : null
  const tenant = pc.tenantServer!
  const site = tenant.site
  const address = details.address

  let shipment = null
  if (step === 3 && address) {
    const pickupPostalCode = (pc.urlParsed.search.pickup_postal_code ?? address.postalCode).slice(0, 12)
    const pickupCarriers = site.carriers.filter((c) => PICKUP_CARRIERS.includes(c))
    shipment = {
      modes: site.shipmentModes,
      estimate: estimateCartShipment(site, cart, { country: address.country, postalCode: address.postalCode }, now),
      pickupPostalCode,
      pickup: site.shipmentModes.includes('PICKPOINT')
        ? findPickupPoints({ country: site.country, postalCode: pickupPostalCode, carriers: pickupCarriers })
        : null,
      collectAddress: tenant.brand.legal.address,
    }
  }

  let review = null
  if (step === 4 && address && details.shipment) {
    const quote = quoteShipment(site, cart, address, details.shipment, now)
    review = {
      quote,
      totalMinor: cart.totals.subtotalMinor - cart.totals.discountMinor + (quote?.priceMinor ?? 0),
      paymentMethods: paymentMethodsFor(tenant),
      // A fresh key per render: resubmitting this form (double click, reload, retry) reuses it; a new visit gets a new one.
      idempotencyKey: newPublicId(),
      cartId: cart.id,
    }
  }
  // A signed-in customer starts from the account's email and can pick a saved address of this country.
  const customer = pc.user ? findCustomer(db(pc), Number(pc.user.id)) : undefined
  const account = customer
    ? {
        email: customer.email,
        addresses:
          step === 2
            ? addressesOf(db(pc), customer.id)
                .map((a) => ({ id: a.id, address: a.address as Address }))
                .filter((a) => a.address.country === site.country)
            : [],
      }
    : null
  const seo: PageSeo = { noindex: true }
  return {
    step,
    reachable,
    invalid,
    error,
    details,
    account,
    cart: { lines: cart.lines, totals: cart.totals, promotion: cart.promotion },
    shipment,
    review,
    seo,
  }
}
export type Data = ReturnType<typeof data>
