// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { trackingView } from '../../../server/services/orders/order-views.js'
import { isPublicId } from '../../../server/domain/orders/public-id.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { db, notFound } from '../../page-context.js'

/** Any id that is not an order of this brand is the same 404: the page reveals nothing about other orders. */
export async function data(pc: PageContextServer) {
  const id = pc.routeParams.public_id
  const order = isPublicId(id) ? await trackingView(db(pc), id, pc.tenant.brand.slug, pc.sessionId) : null
  if (!order) notFound(pc)
  const seo: PageSeo = { noindex: true }
  return { order, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
