// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { findTestPspPayment } from '../../server/services/payments/test-psp.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { db, notFound } from '../page-context.js'

export async function data(pc: PageContextServer) {
  // The test PSP exists in demo mode only; in live mode its page is an unknown path like any other.
  if (pc.shopMode !== 'demo') notFound(pc)
  const id = pc.routeParams.id
  const payment = /^tpp_[a-z2-7]{24}$/.test(id ?? '') ? await findTestPspPayment(db(pc), id!) : undefined
  if (!payment) notFound(pc)
  const seo: PageSeo = { noindex: true }
  return {
    payment: {
      id: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      method: payment.method,
      status: payment.status,
      returnUrl: payment.returnUrl,
    },
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
