import { randomBytes } from 'node:crypto'
import type { Db } from '../../../db/client.js'
import * as jq from '../../../db/queries/jobs.js'
import { afterFailedAttempt, type RetryPolicy } from '../../domain/jobs/backoff.js'
import type { Logger } from '../../logger.js'

/** One kind of background work: how to run one job of it (by its ref), how often to retry, how long a run may take. */
export interface JobHandler {
  kind: string
  policy: RetryPolicy
  /** Longer than a run can take: after it, another runner may take the job over (this one is presumed dead). */
  leaseMs: number
  /** Throws to fail the attempt. Must tolerate running again for a job already done (a lost lease, a crash). */
  run(ref: string): Promise<void>
}

/**
 * Runs the durable jobs (decision 020) in this process, one at a time: claims the job due longest (with a lease, so
 * that several processes on one database never run the same job), runs it, deletes it, or schedules its next try
 * with backoff, or marks it dead after its last. A timer sweeps every `intervalMs`; `kick` sweeps at once (a request
 * queued something). A sweep goes on until nothing is due.
 */
export function startJobRunner(opts: {
  db: Db
  handlers: readonly JobHandler[]
  logger: Pick<Logger, 'warn' | 'error'>
  intervalMs: number
  clock?: () => number
  random?: () => number
  /** Identifies this runner in claimed_by; default: pid and random bits. */
  runnerId?: string
}) {
  const { db, logger } = opts
  const clock = opts.clock ?? Date.now
  const random = opts.random ?? Math.random
  const runner = opts.runnerId ?? `${process.pid}-${randomBytes(4).toString('hex')}`
  const handlers = new Map(opts.handlers.map((h) => [h.kind, h]))
  const leases = Object.fromEntries(opts.handlers.map((h) => [h.kind, h.leaseMs]))
  let running: Promise<void> | null = null
  let again = false
  let stopped = false

  async function runOne(job: jq.JobRow): Promise<void> {
    const handler = handlers.get(job.kind)!
    const lease = { id: job.id, claimedBy: runner, attempts: job.attempts }
    const where = { job: job.id, kind: job.kind, ref: job.ref, attempts: job.attempts }
    if (job.attempts > handler.policy.maxAttempts) {
      // Its last attempt's runner died holding the lease.
      await jq.buryClaimedJob(db, lease, job.lastError ?? 'lease expired on the last attempt', clock())
      return logger.error(where, `${job.kind} job ${job.id} is dead: its last attempt did not finish`)
    }
    try {
      await handler.run(job.ref)
      if (!(await jq.deleteClaimedJob(db, lease)))
        logger.warn(where, `${job.kind} job ${job.id} finished after its lease ran out`)
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e)
      const next = afterFailedAttempt(handler.policy, job.attempts, clock(), random())
      if (next.kind === 'retry') {
        await jq.rescheduleClaimedJob(db, lease, next.at, error, clock())
        logger.warn(
          { ...where, error, nextAttemptAt: new Date(next.at).toISOString() },
          `${job.kind} job failed; will retry`,
        )
      } else {
        await jq.buryClaimedJob(db, lease, error, clock())
        logger.error(
          { ...where, error },
          `${job.kind} job ${job.id} failed for the last time; see npm run ops -- jobs list --status dead`,
        )
      }
    }
  }

  const sweep = (): Promise<void> => {
    if (stopped) return Promise.resolve()
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        for (;;) {
          if (stopped) return
          let job: jq.JobRow | undefined
          try {
            job = await jq.claimNextJob(db, { leases, runner, now: clock() })
          } catch (err) {
            return logger.error({ err }, 'claiming a background job failed')
          }
          if (!job) break
          try {
            await runOne(job)
          } catch (err) {
            // Finishing the job failed (the database went away): its lease runs out and another runner retries.
            return logger.error({ err, job: job.id }, 'finishing a background job failed')
          }
        }
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }

  // Kicks of one event-loop turn share one sweep: under load every order submission kicks, and each sweep starts with
  // a claim (a write transaction) that usually finds nothing due.
  let kicked: Promise<void> | null = null
  const kick = () => {
    kicked ??= new Promise<void>((done) =>
      setImmediate(() => {
        kicked = null
        void sweep().finally(done)
      }),
    )
  }
  const settled = async () => {
    while (kicked || running) await (kicked ?? running)
  }

  const timer = setInterval(() => void sweep(), opts.intervalMs)
  timer.unref()
  return {
    kick,
    /** Resolves when no sweep is running or kicked; tests use it to wait for mail and webhooks after a kick. */
    idle: settled,
    /** No new sweeps and no new claims; resolves when the job being run (if any) has finished. */
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await settled()
    },
  }
}
export type BackgroundJobs = ReturnType<typeof startJobRunner>
