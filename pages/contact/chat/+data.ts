// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { chatPage } from '../../../server/services/support/chat.js'
import { siteTimeZone } from '../../../server/domain/tenancy/time-zones.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { db } from '../../page-context.js'

const FIELDS = ['name', 'email', 'message']
const ERRORS = ['closed', 'rate_limited'] as const

/** /contact/chat: the chat under way for this shopper (session or account) and whether the desk is online. */
export async function data(pc: PageContextServer) {
  const tenant = pc.tenantServer!
  const page = await chatPage(db(pc), {
    brandSlug: tenant.brand.slug,
    owner: pc.sessionId!,
    hours: tenant.brand.chat,
    timeZone: siteTimeZone(tenant.site.country),
    now: pc.now ?? Date.now(),
    signedIn: pc.user !== null,
  })
  const q = pc.urlParsed.search
  const seo: PageSeo = { noindex: true }
  return {
    ...page,
    now: pc.now ?? Date.now(),
    invalid: (q.invalid ?? '').split(',').filter((f) => FIELDS.includes(f)),
    error: (ERRORS as readonly string[]).includes(q.error ?? '') ? (q.error as (typeof ERRORS)[number]) : null,
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
