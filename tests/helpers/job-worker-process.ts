import { closeDb, openDb } from '../../db/client.js'
import { countJobs } from '../../db/queries/jobs.js'
import { startJobRunner, type JobHandler } from '../../server/services/jobs/job-runner.js'
import { mailJob } from '../../server/services/mail/email-outbox.js'
import { createMailer } from '../../server/services/mail/mailer.js'
import { createTestPsp } from '../../server/services/payments/test-psp.js'

/**
 * One shop process's job runner, alone, on $DATABASE_PATH (tests/integration/jobs-processes.test.ts starts two):
 * runs mail (to $OUTBOX_DIR, a little slowly so that the two interleave) and test PSP webhooks until none are left,
 * then prints how many jobs of each kind it ran.
 */
const db = openDb(process.env.DATABASE_PATH!)
const outbox = createMailer({ outboxDir: process.env.OUTBOX_DIR! })
const slowMailer = {
  send: async (m: Parameters<typeof outbox.send>[0]) => {
    await new Promise((r) => setTimeout(r, Math.random() * 5))
    return outbox.send(m)
  },
}
const ran: Record<string, number> = {}
const counted = (h: JobHandler): JobHandler => ({
  ...h,
  run: async (ref) => {
    await h.run(ref)
    ran[h.kind] = (ran[h.kind] ?? 0) + 1
  },
})
const psp = createTestPsp({ db, secret: process.env.TEST_PSP_SECRET! })
const runner = startJobRunner({
  db,
  handlers: [counted(psp.webhookJob), counted(mailJob(db, slowMailer))],
  logger: { warn: () => {}, error: (o: unknown, m?: string) => console.error(m, o) },
  intervalMs: 50,
})
async function runUntilDone(): Promise<void> {
  while ((await countJobs(db)).some((c) => c.status !== 'dead')) {
    runner.kick()
    await runner.idle()
    await new Promise((r) => setTimeout(r, 20))
  }
  await runner.stop()
  await closeDb(db)
  console.log(JSON.stringify(ran))
  process.exit(0)
}
// Both processes start before any claims: wait for the go signal on stdin.
process.stdin.once('data', () => {
  runUntilDone().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
})
console.log('ready')
