// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { readCart } from '../../server/services/cart.js'
import { CART_ERRORS } from '../../server/api/cart.js'
import type { PageSeo } from '../../server/domain/page-seo.js'
import { db, storefront } from '../catalog-data.js'

export function data(pc: PageContextServer) {
  const cart = readCart({ db: db(pc), sf: { ...storefront(pc), country: pc.tenant.site.country }, sessionId: pc.sessionId!, now: pc.now ?? Date.now() })
  const raw = pc.urlParsed.search.error
  const error = (CART_ERRORS as readonly string[]).includes(raw ?? '') ? (raw as (typeof CART_ERRORS)[number]) : null
  const seo: PageSeo = { noindex: true }
  return { cart, error, seo }
}
export type Data = ReturnType<typeof data>
