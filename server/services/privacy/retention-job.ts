import type { Db } from '../../../db/client.js'
import { insertJob } from '../../../db/queries/jobs.js'
import * as pq from '../../../db/queries/privacy.js'
import { transaction } from '../../../db/transaction.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import {
  consentRecordsDueBefore,
  nextSweepAt,
  PRIVACY_SWEEP_JOB,
  uploadIdsIn,
  uploadsDueBefore,
  uploadsToDelete,
} from '../../domain/privacy/retention.js'
import type { JobHandler } from '../jobs/job-runner.js'
import type { FileStorage } from '../storage/file-storage.js'
import { uploadFileKeys } from './erase-customer.js'

const RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 60_000, maxDelayMs: 3_600_000 }

/** Queues the next daily sweep; every instance may call it, the (kind, ref) key keeps one job per day. */
export async function queuePrivacySweep(db: Db, now: number): Promise<void> {
  const at = nextSweepAt(now)
  await insertJob(db, { kind: PRIVACY_SWEEP_JOB, ref: String(at), runAt: at, now })
}

/**
 * The photos of one delivered order that may go: those its lines' designs name, less those a design the customer
 * saved in the account, an editor draft or another order of the same owner not yet due still names (an order swept
 * on an earlier day is past its time: it keeps nothing).
 */
async function dueUploadsOf(db: Db, order: Awaited<ReturnType<typeof pq.ordersDueForSweep>>[number], due: Set<number>) {
  const designs = await pq.personalisedDesignsByIds(db, await pq.designIdsOfOrders(db, [order.id]))
  const named = designs.flatMap((d) => uploadIdsIn(d.document))
  if (named.length === 0) return []
  const others = (await pq.otherOrdersOfOwners(db, order.brandSlug, order, [order.id])).filter(
    (o) => !due.has(o.id) && o.uploadsSweptAt === null,
  )
  const othersDesigns = await pq.personalisedDesignsByIds(
    db,
    await pq.designIdsOfOrders(
      db,
      others.map((o) => o.id),
    ),
  )
  const owners = [order.sessionId, ...(order.customerId === null ? [] : [`c:${order.customerId}`])]
  const drafts = (await pq.personalisedDesignsOfOwners(db, order.brandSlug, owners)).filter((d) => d.status === 'draft')
  const saved = order.customerId === null ? [] : await pq.savedDesignsOf(db, order.customerId)
  const kept = [...othersDesigns, ...drafts]
    .flatMap((d) => uploadIdsIn(d.document))
    .concat(saved.flatMap((d) => uploadIdsIn(d.state)))
  return uploadsToDelete(named, kept)
}

/**
 * The daily privacy sweep (decision 053), a job of the runner: the photos of orders delivered 90 days ago or more go
 * unless a saved design uses them (the privacy policy's promise), and consent records past their retention time are
 * deleted. Each order's uploads go in one transaction with the order's swept mark, their files after it; a later run
 * reads only orders not yet marked, so a day's work is the orders that came due since the last run. Then the next
 * day's sweep is queued. Anonymous sessions' uploads are the abandoned-uploads job's (decision 047).
 */
export function privacySweepJob(deps: { db: Db; storage: FileStorage }, clock: () => number): JobHandler {
  return {
    kind: PRIVACY_SWEEP_JOB,
    policy: RETRY,
    leaseMs: 30 * 60_000,
    async run() {
      const now = clock()
      const orders = await pq.ordersDueForSweep(deps.db, ORDER_STATUS.DELIVERED, uploadsDueBefore(now))
      const due = new Set(orders.map((o) => o.id))
      for (const order of orders) {
        const orphaned = await transaction(deps.db, async (tx) => {
          await pq.markUploadsSwept(tx, order.id, now)
          return pq.deleteUploadsById(tx, await dueUploadsOf(tx, order, due))
        })
        for (const key of orphaned.flatMap(uploadFileKeys)) await deps.storage.delete(key)
      }
      await pq.deleteConsentRecordsBefore(deps.db, consentRecordsDueBefore(now))
      await queuePrivacySweep(deps.db, now)
    },
  }
}
