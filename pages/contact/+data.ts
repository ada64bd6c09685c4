// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { chatStatus } from '../../server/services/support/chat.js'
import { siteTimeZone } from '../../server/domain/tenancy/time-zones.js'

const FIELDS = ['name', 'email', 'subject', 'message', 'orderReference', 'quantity', 'attachment', 'channel']
const ERRORS = ['too_large', 'bad_form', 'rate_limited', 'storage_quota'] as const

export function data(pc: PageContextServer) {
  const q = pc.urlParsed.search
  const seo: PageSeo = {}
  return {
    sent: q.sent === '1',
    channel:
      q.channel === 'formContactRequestBudget' ? ('formContactRequestBudget' as const) : ('formContact' as const),
    invalid: (q.invalid ?? '').split(',').filter((f) => FIELDS.includes(f)),
    error: (ERRORS as readonly string[]).includes(q.error ?? '') ? (q.error as (typeof ERRORS)[number]) : null,
    // The chat channel: open now (a link to it), or when it opens.
    chat: chatStatus(pc.tenantServer!.brand.chat, siteTimeZone(pc.tenantServer!.site.country), pc.now ?? Date.now()),
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
