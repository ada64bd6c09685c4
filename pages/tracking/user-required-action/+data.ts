// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { userActionView } from '../../../server/services/orders/order-views.js'
import { isPublicId } from '../../../server/domain/orders/public-id.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { db, notFound } from '../../page-context.js'

export async function data(pc: PageContextServer) {
  const { public_id: orderId, user_required_action_public_id: actionId } = pc.routeParams
  const action =
    isPublicId(orderId) && isPublicId(actionId)
      ? await userActionView(db(pc), orderId, actionId, pc.tenant.brand.slug)
      : null
  if (!action) notFound(pc)
  const invalid = (pc.urlParsed.search.invalid ?? '').split(',').filter((f) => f === 'iban' || f === 'holder')
  const seo: PageSeo = { noindex: true }
  return { action, invalid, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
