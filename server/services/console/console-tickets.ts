import type { Db } from '../../../db/client.js'
import { transaction } from '../../../db/transaction.js'
import * as coq from '../../../db/queries/console-orders.js'
import * as ctq from '../../../db/queries/console-tickets.js'
import * as sq from '../../../db/queries/support.js'
import { canManageStaff, canUseTickets, visibleBrands, type StaffMember } from '../../domain/console/staff-rules.js'
import type { Change } from '../../domain/console/console-diff.js'
import { isPublicId } from '../../domain/orders/public-id.js'
import type { TicketStatus } from '../../domain/support/tickets.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import type { Translate } from '../../i18n/server-messages.js'
import { recordAudit } from './audit.js'
import { listStaffLines } from './staff-admin.js'
import {
  answerTicket,
  setStaffTicketStatus,
  shortTicketNumber,
  staffChatMessage,
  ticketThread,
  type TicketActionResult,
} from '../support/tickets.js'

/**
 * The console's tickets and live chats (issue 30 item 4, decision 051), through the ticket services the ops CLI and
 * the ticket API use. Each action runs as the order actions do (decision 048): in one transaction holding the
 * ticket's row lock, a form key already in the audit log answers "done" without acting, a form whose version is not
 * the ticket's any more changes nothing (409), and the audit entry says who did what, before and after.
 */

export interface ConsoleTicketDeps {
  db: Db
  now: () => number
  /** Renders the shopper's reply mail in the ticket's language. */
  translate: Translate
  /** The brand a reply mail is sent from (the tenant registry's). */
  brandOf: (slug: string) => Pick<TenantFile, 'displayName' | 'sites' | 'legal'> | undefined
  /** Wakes the job runner after a reply queued its mail. */
  kick?: () => void
}

export type TicketAction =
  | { kind: 'assign'; staffId: number | null }
  | { kind: 'reply'; message: string }
  | { kind: 'status'; to: TicketStatus }
  | { kind: 'note'; body: string }

export type TicketActionError = 'not_found' | 'stale' | 'closed' | 'invalid'
export type TicketConsoleResult =
  { ok: true; repeated: boolean } | { ok: false; code: TicketActionError; message: string }

export type { TicketRow } from '../../../db/queries/support.js'
export type TicketFilters = Omit<ctq.TicketSearch, 'brands' | 'limit' | 'beforeId'>

/** A ticket (or chat) the member may use; another brand's is the same undefined as none. */
export async function staffTicket(db: Db, staff: StaffMember, publicId: string): Promise<sq.TicketRow | undefined> {
  const ticket = isPublicId(publicId) ? await sq.findTicketByPublicId(db, publicId) : undefined
  return ticket && canUseTickets(staff, ticket.brandSlug) ? ticket : undefined
}

const brandsOf = (staff: StaffMember, allBrands: readonly string[]) =>
  canManageStaff(staff) ? null : visibleBrands(staff, allBrands)

/** One page of the tickets a member may see (every brand for an ops admin, else their brands), newest first. */
export async function searchStaffTickets(
  db: Db,
  staff: StaffMember,
  allBrands: readonly string[],
  filters: TicketFilters,
  page: { beforeId?: number; limit: number },
): Promise<sq.TicketRow[]> {
  return ctq.searchTickets(db, { ...filters, ...page, brands: brandsOf(staff, allBrands) })
}

/** The chats under way on the member's brands. */
export async function staffOpenChats(db: Db, staff: StaffMember, allBrands: readonly string[]) {
  return ctq.openChats(db, brandsOf(staff, allBrands))
}

/** What a form carries to be refused when stale: the ticket's time, its messages, notes and assignee. */
export async function ticketVersion(db: Db, ticket: sq.TicketRow): Promise<string> {
  const counts = await ctq.ticketCounts(db, ticket.id)
  return `${ticket.updatedAt}.${counts.messages}.${counts.notes}.${ticket.assignedStaffId ?? 0}`
}

/** The members who may take a ticket of this brand (active, with tickets, on the brand). */
export async function colleaguesFor(db: Db, brandSlug: string) {
  return (await listStaffLines(db)).filter(
    (s) => !s.disabled && canUseTickets({ role: s.role as StaffMember['role'], brands: s.brands }, brandSlug),
  )
}

export async function ticketDetail(db: Db, ticket: sq.TicketRow) {
  const colleagues = await colleaguesFor(db, ticket.brandSlug)
  return {
    ticket,
    number: shortTicketNumber(ticket.publicId),
    version: await ticketVersion(db, ticket),
    thread: await ticketThread(db, ticket),
    notes: await ctq.notesOf(db, ticket.id),
    otherTickets: await ctq.otherTicketsOf(db, ticket, 20),
    orders: await coq.searchOrders(db, { brands: [ticket.brandSlug], email: ticket.email.toLowerCase(), limit: 20 }),
    colleagues: colleagues.map((c) => ({ id: c.id, name: c.name, email: c.email })),
    assignee: colleagues.find((c) => c.id === ticket.assignedStaffId) ?? null,
  }
}
export type TicketDetail = Awaited<ReturnType<typeof ticketDetail>>

async function snapshot(db: Db, ticket: sq.TicketRow) {
  const counts = await ctq.ticketCounts(db, ticket.id)
  return { status: ticket.status, assignedStaffId: ticket.assignedStaffId, ...counts }
}

function changesBetween(before: Record<string, unknown>, after: Record<string, unknown>): Change[] {
  return Object.keys(before)
    .filter((k) => before[k] !== after[k])
    .map((k) => ({ path: `ticket.${k}`, before: before[k], after: after[k] }))
}

const actionName = (a: TicketAction) =>
  a.kind === 'status' ? `status ${a.to}` : a.kind === 'assign' ? `assign to ${a.staffId ?? 'nobody'}` : a.kind

/**
 * Runs one staff action on a ticket. `version` is the one the page showed, `formKey` the form's one-time key. A
 * reply in a live chat is not refused for a stale page: the shopper keeps writing while the agent types, and the
 * agent's message joins the conversation as it is (decision 051).
 */
export async function runTicketAction(
  deps: ConsoleTicketDeps,
  staff: StaffMember,
  publicId: string,
  form: { version: string; formKey: string },
  action: TicketAction,
): Promise<TicketConsoleResult> {
  const seen = await staffTicket(deps.db, staff, publicId)
  if (!seen) return { ok: false, code: 'not_found', message: 'no such ticket' }
  if (action.kind === 'assign' && action.staffId !== null) {
    const colleagues = await colleaguesFor(deps.db, seen.brandSlug)
    if (!colleagues.some((c) => c.id === action.staffId))
      return { ok: false, code: 'invalid', message: 'that member does not answer tickets of this brand' }
  }
  const now = deps.now()
  const result = await transaction(deps.db, async (tx): Promise<TicketConsoleResult> => {
    if ((await coq.auditOfForm(tx, seen.brandSlug, form.formKey, 'ticket')) !== null)
      return { ok: true, repeated: true }
    const ticket = (await sq.lockTicket(tx, seen.id))!
    const live = action.kind === 'reply' && ticket.channel === 'chat'
    if (!live && (await ticketVersion(tx, ticket)) !== form.version)
      return { ok: false, code: 'stale', message: 'the ticket changed since the page was shown' }
    const before = await snapshot(tx, ticket)
    const done = await applyAction({ ...deps, db: tx, now: () => now }, staff, ticket, action)
    if (!done.ok)
      return done.error === 'CLOSED'
        ? { ok: false, code: 'closed', message: 'the ticket is closed or already in that status' }
        : { ok: false, code: 'invalid', message: `check ${done.fields.join(', ')}` }
    const after = await snapshot(tx, (await sq.findTicketByPublicId(tx, ticket.publicId))!)
    await recordAudit(
      tx,
      {
        actor: { id: staff.id, email: staff.email },
        brandSlug: ticket.brandSlug,
        action: 'ticket',
        summary: `ticket ${shortTicketNumber(ticket.publicId)}: ${actionName(action)} [form ${form.formKey}]`,
        changes: changesBetween(before, after),
      },
      now,
    )
    return { ok: true, repeated: false }
  })
  if (result.ok && !result.repeated) deps.kick?.()
  return result
}

async function applyAction(
  deps: ConsoleTicketDeps,
  staff: StaffMember,
  ticket: sq.TicketRow,
  action: TicketAction,
): Promise<TicketActionResult> {
  switch (action.kind) {
    case 'assign':
      await ctq.setTicketAssignee(deps.db, ticket.id, action.staffId)
      return { ok: true }
    case 'note':
      await ctq.insertTicketNote(deps.db, {
        ticketId: ticket.id,
        staffId: staff.id,
        staffName: staff.name,
        body: action.body,
        createdAt: deps.now(),
      })
      return { ok: true }
    case 'status':
      return setStaffTicketStatus(deps, ticket, action.to)
    case 'reply': {
      if (ticket.channel === 'chat') return staffChatMessage(deps, ticket, staff.name, { message: action.message })
      const brand = deps.brandOf(ticket.brandSlug)
      if (!brand) return { ok: false, error: 'INVALID', fields: ['brand'] }
      return answerTicket(deps, brand, ticket, staff.name, action.message)
    }
  }
}
