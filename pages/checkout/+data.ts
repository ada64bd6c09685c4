// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { estimateCartShipment, readCart } from '../../server/services/cart.js'
import { readCheckout } from '../../server/services/checkout.js'
import type { PageSeo } from '../../server/domain/page-seo.js'
import { db, storefront } from '../catalog-data.js'

/** Checkout (spec: 1 contact, 2 address, 3 shipment, 4 payment). A step needs the ones before it. */
export function data(pc: PageContextServer) {
  const sf = { ...storefront(pc), country: pc.tenant.site.country }
  const now = pc.now ?? Date.now()
  const cart = readCart({ db: db(pc), sf, sessionId: pc.sessionId!, now })
  const details = readCheckout(db(pc), { sessionId: pc.sessionId!, brandSlug: sf.brandSlug, siteCode: sf.siteCode })
  const requested = Number(pc.urlParsed.search.step ?? '1')
  const reachable = details.contact ? (details.address ? 4 : 2) : 1
  const step = Number.isInteger(requested) && requested >= 1 && requested <= reachable ? requested : reachable
  const invalid = (pc.urlParsed.search.invalid ?? '').split(',').filter((f) => /^[a-zA-Z]{1,20}$/.test(f))
  const site = pc.tenantServer!.site
  const shipment =
    step >= 3 && details.address
      ? estimateCartShipment(site, cart, { country: details.address.country, postalCode: details.address.postalCode }, now)
      : null
  const seo: PageSeo = { noindex: true }
  return { step, reachable, invalid, details, totals: cart.totals, shipment, paymentMethods: step === 4 ? site.paymentMethods : [], seo }
}
export type Data = ReturnType<typeof data>
