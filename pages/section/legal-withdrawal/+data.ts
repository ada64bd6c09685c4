// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'

/** The model withdrawal form, filled with the brand's legal identity (decision 052). */
export function data(pc: PageContextServer) {
  const { companyName, address, email } = pc.tenantServer!.brand.legal
  const seo: PageSeo = {}
  return { seller: { companyName, address, email }, seo }
}
export type Data = Awaited<ReturnType<typeof data>>
