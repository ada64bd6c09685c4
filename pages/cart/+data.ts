// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { CART_ERRORS, estimateCartShipment, readCart } from '../../server/services/cart/cart.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, storefront } from '../page-context.js'
import { helpBlockData } from '../help-data.js'

export function data(pc: PageContextServer) {
  const cart = readCart({
    db: db(pc),
    sf: { ...storefront(pc), country: pc.tenant.site.country },
    sessionId: pc.sessionId!,
    now: pc.now ?? Date.now(),
  })
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
          result: estimateCartShipment(
            site,
            cart,
            { country: (country ?? site.country).slice(0, 2).toUpperCase(), postalCode },
            pc.now ?? Date.now(),
          ),
        }
      : null
  // ?added=articleId-quantity after a form add, so the page can report add_to_cart (with consent) once.
  const m = /^(\d{1,5})-(\d{1,2})$/.exec(pc.urlParsed.search.added ?? '')
  const added = m ? { articleId: Number(m[1]), quantity: Number(m[2]) } : null
  // ?reordered=&skipped= after "order again" in the account: how many lines came back, how many are no longer sold.
  const r = /^(\d{1,3})$/.exec(pc.urlParsed.search.reordered ?? '')
  const s = /^(\d{1,3})$/.exec(pc.urlParsed.search.skipped ?? '0')
  const reordered = r && s ? { added: Number(r[1]), skipped: Number(s[1]) } : null
  return { cart, error, shipment, added, reordered, helpTopics: helpBlockData(pc, 'CART'), seo }
}
export type Data = ReturnType<typeof data>
