// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { brandOrder } from '../../../server/services/orders/order-lookup.js'
import { withdrawalView } from '../../../server/services/orders/withdrawals.js'
import { shortOrderNumber } from '../../../server/domain/orders/public-id.js'
import type { WithdrawalRefusal } from '../../../server/domain/orders/withdrawal-rule.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { db, notFound } from '../../page-context.js'

const REFUSALS: readonly WithdrawalRefusal[] = [
  'canceled',
  'period_over',
  'personalised_only',
  'no_lines',
  'personalised_line',
]

/**
 * /tracking/{public_id}/withdrawal: the confirmation step of the withdrawal function (decision 052), with the tracking
 * page's access (the order's code). A refused submit comes back here with `?refused=` and keeps its 422.
 */
export async function data(pc: PageContextServer) {
  const order = await brandOrder(db(pc), pc.routeParams.public_id, pc.tenant.brand.slug)
  if (!order) notFound(pc)
  const view = await withdrawalView(db(pc), order, pc.now ?? Date.now())
  const refused = REFUSALS.find((r) => r === pc.urlParsed.search.refused) ?? null
  const invalid = (pc.urlParsed.search.invalid ?? '').split(',').filter((f) => f === 'name' || f === 'reason')
  const seo: PageSeo = { noindex: true }
  return {
    publicId: order.publicId,
    number: shortOrderNumber(order.publicId),
    ...view,
    refused: view.withdrawal ? null : refused,
    invalid,
    formStatus: refused && !view.withdrawal ? 422 : invalid.length > 0 ? 400 : undefined,
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
