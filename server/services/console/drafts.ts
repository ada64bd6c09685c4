import { transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import * as cq from '../../../db/queries/console.js'
import {
  applyChanges,
  diffDocs,
  flattenDoc,
  sameValue,
  type BrandDoc,
  type Change,
} from '../../domain/console/console-diff.js'
import { canManageBrand, type StaffMember } from '../../domain/console/staff-rules.js'
import type { FieldIssue } from '../tenancy/tenant-admin.js'
import { auditEntryFor, recordAudit } from './audit.js'
import { checkDoc, publishedDoc, writeDoc } from './brand-doc.js'
import { reopenModeratedReview, ReviewRollbackConflict } from './console-reviews.js'

/**
 * Drafts, publish and rollback. A draft is one staff member's list of changed settings of one brand, stored as
 * `{path, before, after}` where `before` is the published value when the path was first changed. What the member
 * sees (forms, preview) is the published brand with the draft's changes on top, so another member's publish of
 * other settings shows through; a publish of the same setting since is a conflict, shown before overwriting.
 */

/**
 * Publish and rollback read what is published, then write over it: the read must still hold at commit. Kept
 * SERIALIZABLE rather than a per-brand lock (decision 038): the tenant config they write is also written by the ops
 * CLI (tenant-admin.ts), SERIALIZABLE and checked against every brand, and PostgreSQL only detects conflicts between
 * SERIALIZABLE transactions. Publishes are rare staff actions: one run again costs no shopper anything.
 */
const SERIALIZABLE = { isolation: 'serializable' } as const

export interface ConsoleDeps {
  db: Db
  now: () => number
  /** The server's own writes do not bump SQLite's data_version for its connection: reload the registry. */
  onPublished: () => Promise<void>
}

export interface DraftView {
  published: BrandDoc
  /** Published + draft changes: what forms show and a preview serves. */
  doc: BrandDoc
  changes: Change[]
}

export async function draftChanges(db: Db, staffId: number, brandSlug: string): Promise<Change[]> {
  return ((await cq.findDraft(db, staffId, brandSlug))?.changes as Change[] | undefined) ?? []
}

/** How many changes the member's draft of each brand holds (brands without a draft are absent). */
export async function draftCounts(db: Db, staffId: number): Promise<Record<string, number>> {
  return Object.fromEntries(
    (await cq.draftsOfStaff(db, staffId)).map((d) => [d.brandSlug, (d.changes as unknown[]).length]),
  )
}

/** null for an unknown brand or one the member does not manage (callers answer 404 either way). */
export async function draftView(db: Db, staff: StaffMember, brandSlug: string): Promise<DraftView | null> {
  if (!canManageBrand(staff, brandSlug)) return null
  const published = await publishedDoc(db, brandSlug)
  if (!published) return null
  const changes = await draftChanges(db, staff.id, brandSlug)
  return { published, doc: applyChanges(published, changes), changes }
}

export type SaveResult = { ok: true; changes: Change[] } | { ok: false; issues: FieldIssue[] }

/**
 * Saves an edited copy of the brand as the member's draft, after every check a publish makes: an edit that fails
 * any rule changes nothing. Paths edited back to the published value drop out of the draft.
 */
export async function saveDraft(
  deps: Pick<ConsoleDeps, 'db' | 'now'>,
  staff: StaffMember,
  brandSlug: string,
  edited: BrandDoc,
): Promise<SaveResult> {
  const { db } = deps
  return transaction(db, async (tx) => {
    const view = await draftView(tx, staff, brandSlug)
    if (!view) return { ok: false as const, issues: [{ path: '', message: 'unknown brand' }] }
    const checked = await checkDoc(tx, edited)
    if (!checked.ok) return checked
    const firstSeen = new Map(view.changes.map((c) => [c.path, c.before]))
    const changes = diffDocs(view.published, checked.value).map((c) => ({
      path: c.path,
      before: firstSeen.has(c.path) ? firstSeen.get(c.path) : c.before,
      after: c.after,
    }))
    if (changes.length) await cq.saveDraft(tx, { staffId: staff.id, brandSlug, changes, updatedAt: deps.now() })
    else await cq.deleteDraft(tx, staff.id, brandSlug)
    return { ok: true as const, changes }
  })
}

export async function discardDraft(db: Db, staff: StaffMember, brandSlug: string): Promise<boolean> {
  if (!canManageBrand(staff, brandSlug)) return false
  await cq.deleteDraft(db, staff.id, brandSlug)
  return true
}

export interface Conflict {
  path: string
  /** Published when the draft first changed it. */
  base: unknown
  /** Published now (someone else's publish since). */
  current: unknown
  /** The draft's value. */
  draft: unknown
}

export type PublishResult =
  | { ok: true; auditId: number; changes: Change[] }
  | { ok: false; code: 'not-found' | 'empty' }
  | { ok: false; code: 'conflict'; conflicts: Conflict[] }
  | { ok: false; code: 'invalid'; issues: FieldIssue[] }

/** The paths where the published value is no longer what the draft started from. */
export function draftConflicts(view: DraftView): Conflict[] {
  const now = flattenDoc(view.published)
  return view.changes
    .filter((c) => !sameValue(now.get(c.path), c.before))
    .map((c) => ({ path: c.path, base: c.before, current: now.get(c.path), draft: c.after }))
}

/**
 * Publishes the member's draft: one write-locked transaction re-reads what is published, refuses conflicts unless
 * `overwrite`, writes through the ops CLI's checks, records the audit entry and drops the draft. SERIALIZABLE on
 * PostgreSQL, so two overlapping publishes of one brand cannot both pass the conflict check.
 */
export async function publishDraft(
  deps: ConsoleDeps,
  staff: StaffMember,
  brandSlug: string,
  opts: { overwrite: boolean },
): Promise<PublishResult> {
  const { db } = deps
  const result = await transaction(
    db,
    async (tx): Promise<PublishResult> => {
      const view = await draftView(tx, staff, brandSlug)
      if (!view) return { ok: false, code: 'not-found' }
      if (!view.changes.length) return { ok: false, code: 'empty' }
      const conflicts = draftConflicts(view)
      if (conflicts.length && !opts.overwrite) return { ok: false, code: 'conflict', conflicts }
      const now = deps.now()
      const written = await writeDoc(tx, view.published, view.doc, now)
      if (!written.ok) return { ok: false, code: 'invalid', issues: written.issues }
      const auditId = await recordAudit(
        tx,
        { actor: staff, brandSlug, action: 'publish', summary: summarize(written.changes), changes: written.changes },
        now,
      )
      await cq.deleteDraft(tx, staff.id, brandSlug)
      return { ok: true, auditId, changes: written.changes }
    },
    SERIALIZABLE,
  )
  if (result.ok) await deps.onPublished()
  return result
}

export type RollbackResult =
  | { ok: true; auditId: number }
  | { ok: false; code: 'not-found' | 'not-reversible' | 'already' }
  | { ok: false; code: 'conflict'; paths: string[] }
  | { ok: false; code: 'invalid'; issues: FieldIssue[] }

/**
 * Rolls a published change back: every path it changed returns to its `before`, provided nothing changed it again
 * since (else the conflicting paths are named). The rollback is itself an audited publish.
 */
export async function rollbackEntry(deps: ConsoleDeps, staff: StaffMember, id: number): Promise<RollbackResult> {
  let result: RollbackResult
  try {
    result = await rollbackTransaction(deps, staff, id)
  } catch (e) {
    if (e instanceof ReviewRollbackConflict) return { ok: false, code: 'conflict', paths: e.paths }
    throw e
  }
  if (result.ok) await deps.onPublished()
  return result
}

async function rollbackTransaction(deps: ConsoleDeps, staff: StaffMember, id: number): Promise<RollbackResult> {
  const { db } = deps
  return transaction(
    db,
    async (tx): Promise<RollbackResult> => {
      const entry = await auditEntryFor(tx, staff, id)
      if (!entry || entry.brandSlug === null)
        return entry ? { ok: false, code: 'not-reversible' } : { ok: false, code: 'not-found' }
      if (entry.rolledBackBy !== null) return { ok: false, code: 'already' }
      const now = deps.now()
      if (entry.action === 'review') {
        await reopenModeratedReview(tx, entry.changes)
        const auditId = await recordAudit(
          tx,
          {
            actor: staff,
            brandSlug: entry.brandSlug,
            action: 'rollback',
            summary: `rollback of #${id}`,
            changes: entry.changes.map((c) => ({ path: c.path, before: c.after, after: c.before })),
            rollbackOf: id,
          },
          now,
        )
        await cq.markRolledBack(tx, id, auditId)
        return { ok: true, auditId }
      }
      if (entry.action !== 'publish' && entry.action !== 'rollback') return { ok: false, code: 'not-reversible' }
      const current = await publishedDoc(tx, entry.brandSlug)
      if (!current) return { ok: false, code: 'not-found' }
      const flat = flattenDoc(current)
      const moved = entry.changes.filter((c) => !sameValue(flat.get(c.path), c.after)).map((c) => c.path)
      if (moved.length) return { ok: false, code: 'conflict', paths: moved }
      const written = await writeDoc(
        tx,
        current,
        applyChanges(
          current,
          entry.changes.map((c) => ({ path: c.path, after: c.before })),
        ),
        now,
      )
      if (!written.ok) return { ok: false, code: 'invalid', issues: written.issues }
      const auditId = await recordAudit(
        tx,
        {
          actor: staff,
          brandSlug: entry.brandSlug,
          action: 'rollback',
          summary: `rollback of #${id}`,
          changes: written.changes,
          rollbackOf: id,
        },
        now,
      )
      await cq.markRolledBack(tx, id, auditId)
      return { ok: true, auditId }
    },
    SERIALIZABLE,
  )
}

/** "displayName, sites.cz.carriers and 3 more" */
export function summarize(changes: readonly Change[]): string {
  const paths = changes.map((c) => c.path)
  return paths.length <= 3 ? paths.join(', ') : `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more`
}
