import type { SiteConfig } from '../../domain/tenancy/tenant-schema.js'
import { helpBlockTopics } from '../help/help-center.js'
import {
  CART_ERRORS,
  cartLineOptions,
  cartShippingFrom,
  estimateCartShipment,
  readCart,
  type CartContext,
} from './cart.js'

/** The cart page's query string: what the last form post reported, and the GET form of the shipment estimate. */
export interface CartQuery {
  error?: string
  shipment_postal_code?: string
  shipment_country?: string
  added?: string
  reordered?: string
  skipped?: string
}

/** Everything the cart page renders: the priced cart, what the last form post reported, an estimate, its help block. */
export async function cartPage(
  c: CartContext,
  site: Pick<SiteConfig, 'country' | 'currency' | 'carriers' | 'freeShippingFromMinor'>,
  query: CartQuery,
) {
  const cart = await readCart(c)
  const raw = query.error
  const error = (CART_ERRORS as readonly string[]).includes(raw ?? '') ? (raw as (typeof CART_ERRORS)[number]) : null
  // Shipment estimate from the GET form (?shipment_postal_code=&shipment_country=), so it works without JS.
  const { shipment_postal_code: postalCode, shipment_country: country } = query
  const shipment =
    postalCode !== undefined && cart.lines.length > 0
      ? {
          postalCode: postalCode.slice(0, 12),
          result: estimateCartShipment(
            site,
            cart,
            { country: (country ?? site.country).slice(0, 2).toUpperCase(), postalCode },
            c.now,
          ),
        }
      : null
  // ?added=articleId-quantity after a form add, so the page can report add_to_cart (with consent) once.
  const m = /^(\d{1,5})-(\d{1,2})$/.exec(query.added ?? '')
  const added = m ? { articleId: Number(m[1]), quantity: Number(m[2]) } : null
  // ?reordered=&skipped= after "order again" in the account: how many lines came back, how many are no longer sold.
  const r = /^(\d{1,3})$/.exec(query.reordered ?? '')
  const s = /^(\d{1,3})$/.exec(query.skipped ?? '0')
  const reordered = r && s ? { added: Number(r[1]), skipped: Number(s[1]) } : null
  const helpTopics = await helpBlockTopics(c.db, { brandSlug: c.sf.brandSlug, language: c.sf.language }, 'CART')
  // Before a postal code the cart still tells what shipping costs at least.
  const shippingFromMinor = cart.lines.length > 0 ? cartShippingFrom(site, cart) : null
  return {
    cart,
    options: await cartLineOptions(c, cart),
    error,
    shipment,
    shippingFromMinor,
    added,
    reordered,
    helpTopics,
  }
}
