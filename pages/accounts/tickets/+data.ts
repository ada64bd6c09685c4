// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { findCustomer } from '../../../db/queries/accounts.js'
import { ticketsOfCustomer } from '../../../db/queries/support.js'
import { TICKET_STATUSES } from '../../../server/domain/support/tickets.js'
import { shortTicketNumber } from '../../../server/services/support/tickets.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'
import { db, invalidQuery } from '../../catalog-data.js'

const FILTERS = ['ALL', ...TICKET_STATUSES] as const

/** The customer's tickets (including those opened as a guest with the account's email), filtered by status. */
export function data(pc: PageContextServer) {
  const q = pc.urlParsed.search
  const status = (q.status ?? 'ALL') as (typeof FILTERS)[number]
  if (!FILTERS.includes(status)) invalidQuery(pc, `unknown ticket status ${q.status}`)
  const customer = findCustomer(db(pc), Number(pc.user!.id))!
  const all = ticketsOfCustomer(db(pc), pc.tenant.brand.slug, customer.id, customer.email)
  const seo: PageSeo = { noindex: true }
  return {
    status,
    tickets: all
      .filter((t) => status === 'ALL' || t.status === status)
      .map((t) => ({
        publicId: t.publicId,
        number: shortTicketNumber(t.publicId),
        subject: t.subject,
        status: t.status,
        updatedAt: t.updatedAt,
      })),
    counts: Object.fromEntries(TICKET_STATUSES.map((s) => [s, all.filter((t) => t.status === s).length])) as Record<
      (typeof TICKET_STATUSES)[number],
      number
    >,
    showNew: q.new === '1',
    invalid: (q.invalid ?? '')
      .split(',')
      .filter((f) => ['subject', 'message', 'orderReference', 'attachment'].includes(f)),
    error: q.error === 'too_large' || q.error === 'bad_form' ? q.error : null,
    seo,
  }
}
export type Data = ReturnType<typeof data>
