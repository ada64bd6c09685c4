import type { PageContextServer } from 'vike/types'
import type { OrderOwner } from '../../server/services/accounts/overview.js'
import { parseFeedback } from '../../server/domain/forms/form-feedback.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'

/** Shared plumbing of the account pages' +data hooks (the guard already made sure someone is signed in). */
export function customerIdOf(pc: PageContextServer): number {
  if (!pc.user) throw new Error('account page rendered without a signed-in user')
  return Number(pc.user.id)
}

/** The signed-in account on this brand: the owner of the orders the pages may show. */
export function accountOwner(pc: PageContextServer): OrderOwner {
  return { customerId: customerIdOf(pc), brandSlug: pc.tenant.brand.slug }
}

/** What the last form post of this page reported (?saved= / ?form=&invalid=). */
export function formFeedback(pc: PageContextServer) {
  return parseFeedback(pc.urlParsed.search)
}

/** Personal pages are never indexed. */
export const ACCOUNT_SEO: PageSeo = { noindex: true }
