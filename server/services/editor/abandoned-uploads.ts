import type { Db } from '../../../db/client.js'
import * as aq from '../../../db/queries/abandoned-uploads.js'
import { insertJob } from '../../../db/queries/jobs.js'
import { transaction } from '../../../db/transaction.js'
import {
  ABANDONED_UPLOADS_JOB,
  abandonedUploadsRef,
  checkDueAfter,
  parseAbandonedUploadsRef,
  uploadsAbandoned,
} from '../../domain/uploads/abandoned-uploads.js'
import type { RetryPolicy } from '../../domain/jobs/backoff.js'
import type { JobHandler } from '../jobs/job-runner.js'
import type { FileStorage } from '../storage/file-storage.js'
import { hashedName, uploadKey, type OwnerKey } from './storage.js'

const RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 60_000, maxDelayMs: 3_600_000 }

/** After an upload: the owner's uploads are checked once the abandonment time has passed since (decision 047). */
export async function queueAbandonedUploadsCheck(db: Db, key: OwnerKey, now: number): Promise<void> {
  const dueAt = checkDueAfter(now)
  await insertJob(db, { kind: ABANDONED_UPLOADS_JOB, ref: abandonedUploadsRef({ ...key, dueAt }), runAt: dueAt, now })
}

/**
 * Removes the uploads of a session that never put a design in a cart nor ordered, once it has been quiet for the
 * abandonment time: the rows, then the files no other upload shares (files are named by their content). A session
 * active since the check was queued gets another check, due that long after its last activity.
 */
export function abandonedUploadsJob(deps: { db: Db; storage: FileStorage }, clock: () => number): JobHandler {
  return {
    kind: ABANDONED_UPLOADS_JOB,
    policy: RETRY,
    leaseMs: 5 * 60_000,
    async run(ref) {
      const check = parseAbandonedUploadsRef(ref)
      if (!check) return
      const key = { owner: check.owner, brandSlug: check.brandSlug }
      const now = clock()
      const orphaned = await transaction(deps.db, async (tx) => {
        const verdict = uploadsAbandoned({
          isAccount: key.owner.startsWith('c:'),
          hasOrderOrCartDesign: await aq.hasCartDesignOrOrder(tx, key),
          lastActivityAt: await aq.lastEditorActivity(tx, key),
          now,
        })
        if (verdict === 'later') await queueAbandonedUploadsCheck(tx, key, await aq.lastEditorActivity(tx, key))
        return verdict === 'remove' ? aq.deleteOwnerUploads(tx, key) : []
      })
      for (const file of orphaned)
        for (const name of [
          file.storedAs,
          hashedName(file.sha256, '.thumb.webp'),
          hashedName(file.sha256, '.screen.webp'),
        ])
          await deps.storage.delete(uploadKey(name))
    },
  }
}
