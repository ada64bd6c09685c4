import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * Durable background work (decision 020): one row per thing to do (send outbox mail 42, deliver test PSP event
 * evt_...), written by the transaction that made it necessary. A runner claims a due row with a lease (one atomic
 * UPDATE), runs it, and deletes it when done; a failure schedules the next attempt with backoff, and after the
 * last one the row stays as `dead` for `npm run ops -- jobs list|retry`.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Which handler runs it: 'mail', 'test-psp-webhook'. */
    kind: text('kind').notNull(),
    /** What it works on, by the handler's own key (the email_outbox id, the PSP event id). */
    ref: text('ref').notNull(),
    /** queued (waiting for next_attempt_at), running (claimed, leased), dead (no attempts left). */
    status: text('status').notNull(),
    /** Attempts started so far; a claim counts one, so a crash mid-run uses one up too. */
    attempts: integer('attempts').notNull().default(0),
    /** When it may be claimed: its scheduled time while queued, the end of its lease while running. */
    nextAttemptAt: integer('next_attempt_at').notNull(),
    /** The runner holding the lease (process id + random), and until when. */
    claimedBy: text('claimed_by'),
    leaseUntil: integer('lease_until'),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('jobs_kind_ref').on(t.kind, t.ref), index('jobs_due').on(t.status, t.nextAttemptAt)],
)
