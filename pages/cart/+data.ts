// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { readCart } from '../../server/services/cart.js'
import { CART_ERRORS } from '../../server/api/cart.js'
import type { PageSeo } from '../../server/domain/page-seo.js'
import { db, storefront } from '../catalog-data.js'
import { estimateShipment } from '../../server/domain/shipment-estimate.js'

export function data(pc: PageContextServer) {
  const cart = readCart({ db: db(pc), sf: { ...storefront(pc), country: pc.tenant.site.country }, sessionId: pc.sessionId!, now: pc.now ?? Date.now() })
  const raw = pc.urlParsed.search.error
  const error = (CART_ERRORS as readonly string[]).includes(raw ?? '') ? (raw as (typeof CART_ERRORS)[number]) : null
  const seo: PageSeo = { noindex: true }
  // Shipment estimate from the GET form (?shipment_postal_code=&shipment_country=), so it works without JS.
  const { shipment_postal_code: postalCode, shipment_country: country } = pc.urlParsed.search
  const site = pc.tenantServer!.site
  const shipment =
    postalCode !== undefined && cart.lines.length > 0
      ? {
          postalCode: postalCode.slice(0, 12),
          result: estimateShipment({ siteCountry: site.country, currency: site.currency, carriers: site.carriers, shipmentCountry: (country ?? site.country).slice(0, 2).toUpperCase(), shipmentPostalCode: postalCode, subtotalMinor: cart.totals.subtotalMinor - cart.totals.discountMinor, freeShippingFromMinor: site.freeShippingFromMinor, now: pc.now ?? Date.now() }),
        }
      : null
  return { cart, error, shipment, seo }
}
export type Data = ReturnType<typeof data>
