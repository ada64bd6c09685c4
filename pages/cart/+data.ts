// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { cartPage } from '../../server/services/cart/cart-page.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { cartStorefront, db } from '../page-context.js'

export async function data(pc: PageContextServer) {
  const page = await cartPage(
    {
      db: db(pc),
      sf: cartStorefront(pc),
      sessionId: pc.sessionId!,
      now: pc.now ?? Date.now(),
    },
    pc.tenantServer!.site,
    pc.urlParsed.search,
  )
  const seo: PageSeo = { noindex: true }
  return { ...page, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
