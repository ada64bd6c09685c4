// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'

const FIELDS = ['name', 'email', 'subject', 'message', 'orderReference', 'quantity', 'attachment', 'channel']
const ERRORS = ['too_large', 'bad_form', 'rate_limited'] as const

export function data(pc: PageContextServer) {
  const q = pc.urlParsed.search
  const seo: PageSeo = {}
  return {
    sent: q.sent === '1',
    channel:
      q.channel === 'formContactRequestBudget' ? ('formContactRequestBudget' as const) : ('formContact' as const),
    invalid: (q.invalid ?? '').split(',').filter((f) => FIELDS.includes(f)),
    error: (ERRORS as readonly string[]).includes(q.error ?? '') ? (q.error as (typeof ERRORS)[number]) : null,
    seo,
  }
}
export type Data = ReturnType<typeof data>
