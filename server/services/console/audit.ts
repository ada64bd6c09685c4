import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/console.js'
import { canManageStaff, canSeeAuditEntry, type StaffMember } from '../../domain/console/staff-rules.js'
import type { Change } from '../../domain/console/console-diff.js'

/** Who did something: a staff member, or the ops CLI (no account). */
export interface Actor {
  id: number | null
  email: string
}

export const OPS_CLI_ACTOR: Actor = { id: null, email: 'ops-cli' }

export type AuditAction = 'publish' | 'rollback' | 'review' | 'staff' | 'catalogue' | 'order' | 'ticket' | 'customer'

export interface AuditEntry {
  id: number
  at: number
  staffEmail: string
  brandSlug: string | null
  action: AuditAction
  summary: string
  changes: Change[]
  rollbackOf: number | null
  rolledBackBy: number | null
}

const entryOf = (row: cq.AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  staffEmail: row.staffEmail,
  brandSlug: row.brandSlug,
  action: row.action as AuditAction,
  summary: row.summary,
  changes: row.changes as Change[],
  rollbackOf: row.rollbackOf,
  rolledBackBy: row.rolledBackBy,
})

export async function recordAudit(
  db: Db,
  e: {
    actor: Actor
    brandSlug: string | null
    action: AuditAction
    summary: string
    changes: Change[]
    rollbackOf?: number
  },
  now: number,
): Promise<number> {
  return cq.insertAudit(db, {
    at: now,
    staffId: e.actor.id,
    staffEmail: e.actor.email,
    brandSlug: e.brandSlug,
    action: e.action,
    summary: e.summary,
    changes: e.changes,
    rollbackOf: e.rollbackOf ?? null,
    rolledBackBy: null,
  })
}

/** Entries the member may see (their brands; staff entries for ops admins), newest first. */
export async function auditEntriesFor(
  db: Db,
  staff: StaffMember,
  opts: { brand: string | null; limit: number; before?: number },
): Promise<AuditEntry[]> {
  const brands =
    opts.brand !== null
      ? canSeeAuditEntry(staff, { brandSlug: opts.brand })
        ? [opts.brand]
        : []
      : canManageStaff(staff)
        ? null
        : staff.brands
  return (
    await cq.listAudit(db, {
      brands,
      includeStaff: opts.brand === null && canManageStaff(staff),
      limit: opts.limit,
      before: opts.before,
    })
  ).map(entryOf)
}

/** One entry, or null when it does not exist or belongs to a brand the member does not manage (the same answer). */
export async function auditEntryFor(db: Db, staff: StaffMember, id: number): Promise<AuditEntry | null> {
  const row = await cq.findAudit(db, id)
  return row && canSeeAuditEntry(staff, row) ? entryOf(row) : null
}

/** For the ops CLI: every entry, or one brand's. */
export async function auditEntries(db: Db, opts: { brand: string | null; limit: number }): Promise<AuditEntry[]> {
  return (
    await cq.listAudit(db, {
      brands: opts.brand === null ? null : [opts.brand],
      includeStaff: opts.brand === null,
      limit: opts.limit,
    })
  ).map(entryOf)
}

/** A change's value as one short line (absent = "(not set)"). */
export function showValue(v: unknown): string {
  if (v === undefined) return '(not set)'
  const s = JSON.stringify(v)
  return s.length > 120 ? `${s.slice(0, 117)}...` : s
}
