// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { TICKET_STATUSES } from '../../../server/domain/support/tickets.js'
import { accountTickets } from '../../../server/services/support/customer-tickets.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { db, invalidQuery } from '../../page-context.js'

const FILTERS = ['ALL', ...TICKET_STATUSES] as const

/** The customer's tickets (including those opened as a guest with the account's email), filtered by status. */
export async function data(pc: PageContextServer) {
  const q = pc.urlParsed.search
  const status = (q.status ?? 'ALL') as (typeof FILTERS)[number]
  if (!FILTERS.includes(status)) invalidQuery(pc, `unknown ticket status ${q.status}`)
  const { tickets, counts } = await accountTickets(db(pc), pc.tenant.brand.slug, Number(pc.user!.id), status)
  const seo: PageSeo = { noindex: true }
  return {
    status,
    tickets,
    counts,
    showNew: q.new === '1',
    invalid: (q.invalid ?? '')
      .split(',')
      .filter((f) => ['subject', 'message', 'orderReference', 'attachment'].includes(f)),
    error: q.error === 'too_large' || q.error === 'bad_form' || q.error === 'storage_quota' ? q.error : null,
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
