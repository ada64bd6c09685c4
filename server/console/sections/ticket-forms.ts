import { TICKET_STATUSES, type TicketStatus } from '../../domain/support/tickets.js'
import type { TicketAction, TicketFilters } from '../../services/console/console-tickets.js'
import { str } from '../fields.js'
import { one } from '../context.js'

/** The inbox's filters as typed (shown again in the form), by name. */
const TICKET_FIELDS = ['status', 'brand', 'site', 'channel', 'assignee', 'age'] as const
export type TicketSearchForm = Record<(typeof TICKET_FIELDS)[number], string>

export const TICKET_PAGE_SIZE = 25
/** The channels a ticket comes from: the contact form, a quote request, the live chat. */
export const TICKET_CHANNELS = ['formContact', 'formContactRequestBudget', 'chat'] as const
/** "Waiting longer than": days since the ticket's last activity. */
export const TICKET_AGES = ['1', '3', '7', '30'] as const
const DAY_MS = 86_400_000

const isStatus = (v: string): v is TicketStatus => (TICKET_STATUSES as readonly string[]).includes(v)

/**
 * The query string as a search (brands and paging added by the route), or the names of the fields that cannot be
 * read: a malformed filter is a 400 naming it, never an empty page that looks like "no tickets". `assignee` is
 * `mine`, `none` or a member's id.
 */
export function readTicketSearch(
  query: Record<string, unknown>,
  me: number,
  now: number,
):
  | { ok: true; form: TicketSearchForm; search: TicketFilters }
  | { ok: false; form: TicketSearchForm; invalid: string[] } {
  const form = Object.fromEntries(TICKET_FIELDS.map((f) => [f, str(query[f]).slice(0, 60)])) as TicketSearchForm
  const invalid: string[] = []
  if (form.status && !isStatus(form.status)) invalid.push('status')
  if (form.channel && !/^[A-Za-z]{1,40}$/.test(form.channel)) invalid.push('channel')
  if (form.assignee && !/^(mine|none|\d{1,9})$/.test(form.assignee)) invalid.push('assignee')
  if (form.age && !/^\d{1,3}$/.test(form.age)) invalid.push('age')
  if (invalid.length) return { ok: false, form, invalid }
  const assignee = form.assignee === 'mine' ? me : form.assignee === 'none' ? null : Number(form.assignee)
  return {
    ok: true,
    form,
    search: {
      status: form.status || undefined,
      brandSlug: form.brand || undefined,
      siteCode: form.site || undefined,
      channel: form.channel || undefined,
      assignedStaffId: form.assignee ? assignee : undefined,
      updatedBefore: form.age ? now - Number(form.age) * DAY_MS : undefined,
    },
  }
}

/** The posted action, read strictly: an unknown action, status or assignee is no action (a 400). */
export function readTicketAction(b: Record<string, unknown>, me: number): TicketAction | null {
  switch (one(b.action)) {
    case 'assign': {
      const to = one(b.assignee)
      if (to === 'me') return { kind: 'assign', staffId: me }
      if (to === 'none') return { kind: 'assign', staffId: null }
      return /^\d{1,9}$/.test(to) ? { kind: 'assign', staffId: Number(to) } : null
    }
    case 'reply':
      return { kind: 'reply', message: one(b.message).slice(0, 6000) }
    case 'close':
      return { kind: 'status', to: 'ARCHIVED' }
    case 'status': {
      const to = one(b.to)
      return isStatus(to) ? { kind: 'status', to } : null
    }
    case 'note': {
      const body = one(b.note).trim()
      return body && body.length <= 2000 ? { kind: 'note', body } : null
    }
    default:
      return null
  }
}

/** A posted form's one-time key and the version of the page it came from, or null when either is malformed. */
export function readTicketForm(b: Record<string, unknown>): { formKey: string; version: string } | null {
  const formKey = one(b.formKey)
  const version = one(b.version)
  return /^[a-z0-9-]{16,64}$/.test(formKey) && /^\d{1,16}(\.\d{1,9}){3}$/.test(version) ? { formKey, version } : null
}
