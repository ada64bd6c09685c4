import { transaction } from '../../../db/transaction.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { closeDb, openDb, type Db } from '../../../db/client.js'
import * as jq from '../../../db/queries/jobs.js'
import { findOutboxEmail } from '../../../db/queries/orders.js'
import { mailJob, MAIL_RETRY, queueEmail } from '../mail/email-outbox.js'
import type { Mailer, OutgoingMail } from '../mail/mailer.js'
import { startJobRunner, type BackgroundJobs } from './job-runner.js'

const dir = mkdtempSync(join(tmpdir(), 'job-runner-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let n = 0
const freshDb = () => openDb(join(dir, `shop-${n++}.db`))
const quiet = { warn: () => {}, error: () => {} }
const runners: BackgroundJobs[] = []
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop()
})

/** A mailer that records what it sent and fails for addresses `fails` says so. */
function recordingMailer(fails: (mail: OutgoingMail) => boolean = () => false, delayMs = () => 0) {
  const sent: OutgoingMail[] = []
  const mailer: Mailer = {
    async send(mail) {
      const ms = delayMs()
      if (ms) await new Promise((r) => setTimeout(r, ms))
      if (fails(mail)) throw new Error(`mailbox ${mail.to} unavailable`)
      sent.push(mail)
      return { messageId: `<${sent.length}@test>` }
    },
  }
  return { mailer, sent }
}

const mail = (to: string, createdAt: number) => ({
  dedupeKey: `test:${to}`,
  to,
  from: 'shop@example.com',
  subject: `for ${to}`,
  text: 'hello',
  html: '<p>hello</p>',
  createdAt,
})

function runner(db: Db, mailer: Mailer, clock: () => number, runnerId?: string) {
  const r = startJobRunner({
    db,
    handlers: [mailJob(db, mailer, clock)],
    logger: quiet,
    intervalMs: 3_600_000,
    clock,
    random: () => 0.5,
    runnerId,
  })
  runners.push(r)
  return r
}

const sweep = async (r: BackgroundJobs) => {
  r.kick()
  await r.idle()
}

describe('mail through the job runner', () => {
  it('a mail and its job are written with the transaction that caused them; a rollback queues nothing', async () => {
    const db = freshDb()
    await expect(
      transaction(db, async (tx) => {
        await queueEmail(tx, mail('rolled@back.example', 1))
        throw new Error('order failed after queueing its mail')
      }),
    ).rejects.toThrow('order failed')
    expect(await jq.listJobs(db, { limit: 10 })).toEqual([])
    await queueEmail(db, mail('kept@example.com', 1))
    await queueEmail(db, mail('kept@example.com', 2)) // the same dedupe key: nothing more
    expect((await jq.listJobs(db, { limit: 10 })).map((j) => [j.kind, j.status])).toEqual([['mail', 'queued']])
  })

  it('more than 20 dead mails no longer block new mail', async () => {
    const db = freshDb()
    let now = 1_000_000
    const { mailer, sent } = recordingMailer((m) => m.to.endsWith('@dead.example'))
    const r = runner(db, mailer, () => now)
    for (let i = 0; i < 25; i++) await queueEmail(db, mail(`user${i}@dead.example`, now))
    // Every failing mail gets its attempts, hours apart, then is dead.
    for (let round = 0; round < MAIL_RETRY.maxAttempts; round++) {
      await sweep(r)
      now += 2 * 3_600_000
    }
    const dead = await jq.listJobs(db, { status: 'dead', limit: 100 })
    expect(dead).toHaveLength(25)
    expect(dead.every((j) => j.attempts === MAIL_RETRY.maxAttempts && /unavailable/.test(j.lastError ?? ''))).toBe(true)
    expect(await findOutboxEmail(db, Number(dead[0]!.ref))).toMatchObject({
      attempts: MAIL_RETRY.maxAttempts,
      sentAt: null,
    })
    await queueEmail(db, mail('new@customer.example', now))
    await sweep(r)
    expect(sent.map((m) => m.to)).toEqual(['new@customer.example'])
    expect(await jq.listJobs(db, { status: 'queued', limit: 10 })).toEqual([])
  })

  it('retries with exponential backoff on the runner clock, not sooner', async () => {
    const db = freshDb()
    let now = 5_000_000
    let failures = 3
    const attemptsAt: number[] = []
    const { mailer, sent } = recordingMailer(() => {
      attemptsAt.push(now)
      return failures-- > 0
    })
    const r = runner(db, mailer, () => now)
    await queueEmail(db, mail('later@example.com', now))
    // random 0.5: each delay is 3/4 of its step (30 s, 60 s, 120 s ...).
    const expected = [0, 22_500, 22_500 + 45_000, 22_500 + 45_000 + 90_000].map((d) => 5_000_000 + d)
    for (const at of expected) {
      now = at - 1
      await sweep(r)
      expect(attemptsAt.at(-1) ?? 0).toBeLessThan(at) // not due yet
      now = at
      await sweep(r)
      expect(attemptsAt.at(-1)).toBe(at)
    }
    expect(attemptsAt).toEqual(expected)
    expect(sent.map((m) => m.to)).toEqual(['later@example.com'])
    expect(await jq.listJobs(db, { limit: 10 })).toEqual([])
  })

  it('two runners on one database file send each mail exactly once', async () => {
    const path = join(dir, `shared-${n++}.db`)
    const first = openDb(path)
    const second = openDb(path)
    for (let i = 0; i < 60; i++) await queueEmail(first, mail(`shopper${i}@example.com`, 1))
    const a = recordingMailer(undefined, () => Math.floor(Math.random() * 4))
    const b = recordingMailer(undefined, () => Math.floor(Math.random() * 4))
    const ra = runner(first, a.mailer, Date.now, 'runner-a')
    const rb = runner(second, b.mailer, Date.now, 'runner-b')
    await Promise.all([sweep(ra), sweep(rb)])
    const all = [...a.sent, ...b.sent].map((m) => m.to).sort()
    expect(all).toHaveLength(60)
    expect(new Set(all).size).toBe(60)
    expect(a.sent.length).toBeGreaterThan(0)
    expect(b.sent.length).toBeGreaterThan(0)
    expect(await jq.listJobs(first, { limit: 100 })).toEqual([])
    await closeDb(second)
  })

  it('a job whose runner died is taken over when its lease ends; the dead runner can no longer finish it', async () => {
    const db = freshDb()
    let now = 10_000_000
    await queueEmail(db, mail('orphan@example.com', now))
    const ghost = (await jq.claimNextJob(db, { leases: { mail: 60_000 }, runner: 'ghost', now }))!
    expect(ghost).toMatchObject({ status: 'running', claimedBy: 'ghost', attempts: 1, leaseUntil: now + 60_000 })
    const { mailer, sent } = recordingMailer()
    const r = runner(db, mailer, () => now)
    await sweep(r)
    expect(sent).toEqual([]) // leased to the ghost
    now += 60_000
    await sweep(r)
    expect(sent.map((m) => m.to)).toEqual(['orphan@example.com'])
    expect(await jq.deleteClaimedJob(db, { id: ghost.id, claimedBy: 'ghost', attempts: 1 })).toBe(false)
  })

  it('stop() lets the current job finish and claims no more', async () => {
    const db = freshDb()
    for (let i = 0; i < 5; i++) await queueEmail(db, mail(`slow${i}@example.com`, 1))
    const { mailer, sent } = recordingMailer(undefined, () => 50)
    const r = runner(db, mailer, Date.now)
    r.kick()
    await new Promise((res) => setTimeout(res, 20))
    await r.stop()
    expect(sent).toHaveLength(1)
    expect(await jq.listJobs(db, { status: 'queued', limit: 10 })).toHaveLength(4)
    r.kick() // ignored once stopped
    await r.idle()
    expect(sent).toHaveLength(1)
  })
})
