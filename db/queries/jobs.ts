import { rowsChanged } from '../rows.js'
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import { engineOf, tablesOf, type Db, type Tables } from '../client.js'
import type { jobs } from '../schema/index.js'
import { prepared } from './prepared.js'

/** The durable job queue (decision 020). Every write is one statement; a claim is fenced by (claimed_by, attempts). */

export type JobRow = typeof jobs.$inferSelect
export const JOB_STATUSES = ['queued', 'running', 'dead'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** Proof of a claim: only the runner holding this attempt's lease may finish the job. */
export interface JobLease {
  id: number
  claimedBy: string
  attempts: number
}

/** Queues a job, due at `runAt`; a job of the same kind and ref already there is kept as it is. */
export async function insertJob(db: Db, job: { kind: string; ref: string; runAt: number; now: number }): Promise<void> {
  const { jobs } = tablesOf(db)
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      ref: job.ref,
      status: 'queued',
      nextAttemptAt: job.runAt,
      createdAt: job.now,
      updatedAt: job.now,
    })
    .onConflictDoNothing()
}

/**
 * Claims the due job of one of `leases`' kinds that has waited longest, in one atomic statement: UPDATE ... WHERE
 * id = (SELECT ... LIMIT 1) RETURNING. SQLite runs one writer at a time, so two runners (processes) never get the
 * same job; on PostgreSQL the subquery takes FOR UPDATE SKIP LOCKED. A running job whose lease ran out (its runner
 * died) is due again: while running, next_attempt_at is the lease's end.
 */
export async function claimNextJob(
  db: Db,
  opts: { leases: Readonly<Record<string, number>>; runner: string; now: number },
): Promise<JobRow | undefined> {
  const { jobs } = tablesOf(db)
  const kinds = Object.keys(opts.leases)
  if (kinds.length === 0) return undefined
  // Prepared once per connection and set of leases (a runner's are fixed): every request that queues work kicks the
  // runner, so this statement runs after each order (decision 033). The kinds and leases are bound at prepare time.
  const statement = prepared(db, `jobs.claim:${JSON.stringify(opts.leases)}`, () => {
    const now = sql.placeholder('now')
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.kind, kinds), inArray(jobs.status, ['queued', 'running']), lte(jobs.nextAttemptAt, now)))
      .orderBy(asc(jobs.nextAttemptAt), asc(jobs.id))
      .limit(1)
    // Typed parameters: PostgreSQL cannot infer the type of a bare parameter added to a CASE.
    const leaseEnd = sql`cast(${now} as bigint) + case ${jobs.kind} ${sql.join(
      kinds.map((k) => sql`when ${k} then cast(${opts.leases[k]} as bigint)`),
      sql` `,
    )} end`
    // PostgreSQL: a runner skips the row another runner is claiming instead of both claiming it (decision 029).
    const skipLocked = engineOf(db) === 'postgres' ? sql` for update skip locked` : sql``
    return db
      .update(jobs)
      .set({
        status: 'running',
        claimedBy: sql`${sql.placeholder('runner')}`,
        attempts: sql`${jobs.attempts} + 1`,
        leaseUntil: leaseEnd,
        nextAttemptAt: leaseEnd,
        updatedAt: sql`${now}`,
      })
      .where(eq(jobs.id, sql`(${due}${skipLocked})`))
      .returning()
      .prepare()
  })
  return (await statement.execute({ now: opts.now, runner: opts.runner }))[0]
}

const heldBy = ({ jobs }: Tables, lease: JobLease) =>
  and(
    eq(jobs.id, lease.id),
    eq(jobs.status, 'running'),
    eq(jobs.claimedBy, lease.claimedBy),
    eq(jobs.attempts, lease.attempts),
  )

/** Done: the row goes (the outbox row or the delivery keeps the record). False when the lease was lost meanwhile. */
export async function deleteClaimedJob(db: Db, lease: JobLease): Promise<boolean> {
  const { jobs } = tablesOf(db)
  return rowsChanged(await db.delete(jobs).where(heldBy(tablesOf(db), lease))) === 1
}

export async function rescheduleClaimedJob(
  db: Db,
  lease: JobLease,
  at: number,
  error: string,
  now: number,
): Promise<boolean> {
  const { jobs } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(jobs)
        .set({ status: 'queued', nextAttemptAt: at, leaseUntil: null, lastError: error.slice(0, 500), updatedAt: now })
        .where(heldBy(tablesOf(db), lease)),
    ) === 1
  )
}

export async function buryClaimedJob(db: Db, lease: JobLease, error: string, now: number): Promise<boolean> {
  const { jobs } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(jobs)
        .set({ status: 'dead', leaseUntil: null, lastError: error.slice(0, 500), updatedAt: now })
        .where(heldBy(tablesOf(db), lease)),
    ) === 1
  )
}

export async function listJobs(
  db: Db,
  filter: { status?: JobStatus; kind?: string; limit: number },
): Promise<JobRow[]> {
  const { jobs } = tablesOf(db)
  return await db
    .select()
    .from(jobs)
    .where(
      and(
        filter.status ? eq(jobs.status, filter.status) : undefined,
        filter.kind ? eq(jobs.kind, filter.kind) : undefined,
      ),
    )
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(filter.limit)
}

export async function countJobs(db: Db): Promise<{ kind: string; status: string; count: number }[]> {
  const { jobs } = tablesOf(db)
  return await db
    .select({ kind: jobs.kind, status: jobs.status, count: sql<number>`count(*)` })
    .from(jobs)
    .groupBy(jobs.kind, jobs.status)
    .orderBy(jobs.kind, jobs.status)
}

/** Ops: a dead (or waiting) job gets a fresh set of attempts, due now. A running one is left to its runner. */
export async function requeueJob(db: Db, id: number, now: number): Promise<boolean> {
  const { jobs } = tablesOf(db)
  return (
    rowsChanged(
      await db
        .update(jobs)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: now, claimedBy: null, leaseUntil: null, updatedAt: now })
        .where(and(eq(jobs.id, id), inArray(jobs.status, ['dead', 'queued']))),
    ) === 1
  )
}

/** Ops: every dead job (of one kind) again; returns how many. */
export async function requeueDeadJobs(db: Db, kind: string | null, now: number): Promise<number> {
  const { jobs } = tablesOf(db)
  return rowsChanged(
    await db
      .update(jobs)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: now, claimedBy: null, leaseUntil: null, updatedAt: now })
      .where(and(eq(jobs.status, 'dead'), kind ? eq(jobs.kind, kind) : undefined)),
  )
}
