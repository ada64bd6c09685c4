// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { orderSummary } from '../../server/services/orders/order-views.js'
import { paymentMethodsFor } from '../../server/services/orders/place-order.js'
import { isPublicId } from '../../server/domain/orders/public-id.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, notFound, paymentProviders } from '../page-context.js'

const PAYMENT_FLAGS = ['failed', 'canceled', 'not_payable', 'method_not_offered', 'provider_error'] as const

/** The order just placed, for the session that placed it; anyone else (or a wrong id) gets the same 404. */
export async function data(pc: PageContextServer) {
  const id = pc.urlParsed.search.order
  const order =
    isPublicId(id) && pc.sessionId
      ? await orderSummary(
          db(pc),
          id,
          { sessionId: pc.sessionId, brandSlug: pc.tenant.brand.slug },
          pc.tenantServer!.brand,
        )
      : null
  if (!order) notFound(pc)
  const flag = pc.urlParsed.search.payment ?? ''
  const seo: PageSeo = { noindex: true }
  return {
    order,
    paymentFlag: (PAYMENT_FLAGS as readonly string[]).includes(flag) ? flag : null,
    paymentMethods: order.payment.state === 'paid' ? [] : paymentMethodsFor(pc.tenantServer!, paymentProviders(pc)),
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
