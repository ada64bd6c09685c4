// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { checkoutPage } from '../../server/services/checkout/checkout-page.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { cartStorefront, db, paymentProviders } from '../page-context.js'

/** Checkout (spec: 1 contact, 2 address, 3 shipment, 4 payment); the step rules live in the page service. */
export async function data(pc: PageContextServer) {
  const page = await checkoutPage(
    {
      db: db(pc),
      sf: cartStorefront(pc),
      sessionId: pc.sessionId!,
      now: pc.now ?? Date.now(),
    },
    pc.tenantServer!,
    pc.user ? Number(pc.user.id) : null,
    pc.urlParsed.search,
    paymentProviders(pc),
  )
  const seo: PageSeo = { noindex: true }
  return { ...page, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
