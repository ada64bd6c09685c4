import { Router, type Request, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { hasPermission, visibleBrands } from '../../domain/console/staff-rules.js'
import { createServerTranslator } from '../../i18n/server-messages.js'
import {
  runTicketAction,
  searchStaffTickets,
  staffTicket,
  ticketDetail,
  type ConsoleTicketDeps,
  type TicketActionError,
} from '../../services/console/console-tickets.js'
import {
  bodyOf,
  csrfOf,
  one,
  param,
  sendNotFound,
  sendPage,
  staffOf,
  wantsJson,
  type ConsoleContext,
} from '../context.js'
import { t } from '../i18n.js'
import { sendActionResult } from '../action-answer.js'
import { nextPageHref } from '../list-page.js'
import { TicketPage } from '../views/ticket-page.js'
import { TicketsPage } from '../views/tickets-page.js'
import { readTicketAction, readTicketForm, readTicketSearch, TICKET_PAGE_SIZE } from './ticket-forms.js'
import { msg } from '@lingui/core/macro'

/** What the ticket and chat routes need to run an action: the ticket services with the console's clock and mail. */
export function ticketDeps(ctx: ConsoleContext): () => ConsoleTicketDeps {
  const translate = createServerTranslator()
  return () => ({
    db: ctx.db,
    now: ctx.now,
    translate,
    brandOf: (slug) => ctx.opts.registry.brands().find((b) => b.slug === slug),
    kick: ctx.opts.orders?.kick,
  })
}

const STATUS_OF: Record<Exclude<TicketActionError, 'not_found'>, number> = { stale: 409, closed: 409, invalid: 400 }

/** What the member reads when an action was refused (nothing was changed in every case). */
export function ticketRefusal(code: Exclude<TicketActionError, 'not_found'>, detail: string): string {
  switch (code) {
    case 'stale':
      return t(msg`Nothing was changed: the ticket changed since this page was shown. Check it and try again.`)
    case 'closed':
      return t(msg`Nothing was changed: the ticket is closed or already in that status.`)
    default:
      return t(msg`Nothing was changed: {detail}.`, { detail })
  }
}

/**
 * Reads and runs a posted ticket action: a redirect to `done` (303), the JSON answer, a 404 for a ticket the member
 * may not see, or the page again with why it was refused (`again`).
 */
export async function postTicketAction(
  deps: ConsoleTicketDeps,
  req: Request,
  res: Response,
  done: string,
  again: (status: number, error: string) => Promise<void>,
): Promise<void> {
  const staff = staffOf(res)
  const b = bodyOf(req)
  const action = readTicketAction(b, staff.id)
  const form = readTicketForm(b)
  const result =
    action && form
      ? await runTicketAction(deps, staff, param(req, 'publicId'), form, action)
      : ({ ok: false, code: 'invalid', message: 'the form is incomplete' } as const)
  await sendActionResult(req, res, result, { done, status: STATUS_OF, refusal: ticketRefusal, again })
}

/**
 * The ticket inbox (decision 051): filters, the ticket page with the customer's other tickets and orders, and the
 * actions (assign, reply, status, internal note) for support, operations and ops admins. Another brand's ticket, or a
 * member whose role has no tickets, is the same 404 as a ticket that does not exist.
 */
export function ticketsRoutes(ctx: ConsoleContext): Router {
  const router = Router()
  const deps = ticketDeps(ctx)
  const brandSlugs = () => ctx.opts.registry.brands().map((b) => b.slug)

  router.use('/console/tickets', (req, res, next) =>
    hasPermission(staffOf(res), 'tickets') ? next() : sendNotFound(req, res),
  )

  router.get('/console/tickets', async (req, res) => {
    const staff = staffOf(res)
    const read = readTicketSearch(req.query as Record<string, unknown>, staff.id, ctx.now())
    const page = (status: number, tickets: Awaited<ReturnType<typeof searchStaffTickets>>, next: string | null) =>
      sendPage(
        res,
        status,
        <TicketsPage
          staff={staff}
          csrf={csrfOf(res)}
          form={read.form}
          brands={visibleBrands(staff, brandSlugs())}
          tickets={tickets}
          next={next}
          invalid={read.ok ? [] : read.invalid}
        />,
      )
    if (!read.ok) {
      if (wantsJson(req))
        return res.status(400).json({ error: { code: 'invalid', message: 'Check the filters.', fields: read.invalid } })
      return page(400, [], null)
    }
    const before = Number(one(req.query.before))
    const found = await searchStaffTickets(ctx.db, staff, brandSlugs(), read.search, {
      beforeId: Number.isSafeInteger(before) && before > 0 ? before : undefined,
      limit: TICKET_PAGE_SIZE + 1,
    })
    const shown = found.slice(0, TICKET_PAGE_SIZE)
    const next = found.length > TICKET_PAGE_SIZE ? nextPageHref('/console/tickets', read.form, shown.at(-1)!.id) : null
    if (wantsJson(req)) return res.json({ tickets: shown.map((x) => x.publicId), next })
    page(200, shown, next)
  })

  const showTicket = async (
    req: Request,
    res: Response,
    status: number,
    notice: string | null,
    error: string | null,
  ) => {
    const staff = staffOf(res)
    const ticket = await staffTicket(ctx.db, staff, param(req, 'publicId'))
    if (!ticket) return sendNotFound(req, res)
    const detail = await ticketDetail(ctx.db, ticket)
    if (wantsJson(req) && status === 200)
      return res.json({
        ticket: {
          id: ticket.publicId,
          status: ticket.status,
          version: detail.version,
          assignee: ticket.assignedStaffId,
          messages: detail.thread.map((m) => ({ author: m.author, body: m.body })),
          notes: detail.notes.map((n) => n.body),
        },
      })
    sendPage(
      res,
      status,
      <TicketPage
        staff={staff}
        csrf={csrfOf(res)}
        detail={detail}
        formKey={randomUUID()}
        notice={notice}
        error={error}
      />,
    )
  }

  router.get('/console/tickets/:publicId', (req, res) =>
    showTicket(req, res, 200, req.query.done ? t(msg`Done.`) : null, null),
  )

  router.post('/console/tickets/:publicId', (req, res) =>
    postTicketAction(deps(), req, res, `/console/tickets/${param(req, 'publicId')}?done=1`, async (status, error) => {
      await showTicket(req, res, status, null, error)
    }),
  )

  return router
}
