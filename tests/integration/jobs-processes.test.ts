import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { closeDb, openDb } from '../../db/client.js'
import { countJobs } from '../../db/queries/jobs.js'
import { queueEmail } from '../../server/services/mail/email-outbox.js'
import { readOutbox } from '../../server/services/mail/mailer.js'
import { createTestPsp } from '../../server/services/payments/test-psp.js'

// Two processes with a job runner each on one SQLite file, as two shop instances behind a load balancer: every mail
// and every test PSP webhook is sent exactly once, and both processes take a share (decision 020).
const dir = mkdtempSync(join(tmpdir(), 'jobs-processes-'))
const hooks: Server = createServer()
afterAll(() => {
  hooks.close()
  rmSync(dir, { recursive: true, force: true })
})

function worker(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/job-worker-process.ts'], {
    cwd: resolve('.'),
    env: { ...process.env, ...env },
  })
  let out = ''
  let err = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (err += d))
  const ready = new Promise<void>((ok) => child.stdout.on('data', () => out.includes('ready') && ok()))
  const done = new Promise<Record<string, number>>((ok, fail) =>
    child.on('exit', (code) =>
      code === 0 ? ok(JSON.parse(out.trim().split('\n').at(-1)!)) : fail(new Error(`exit ${code}: ${err}`)),
    ),
  )
  return { child, ready, done }
}

test('two processes on one database send each mail and each webhook exactly once', async () => {
  const received = new Map<string, number>()
  hooks.on('request', (req, res) => {
    let body = ''
    req.on('data', (d) => (body += d))
    req.on('end', () => {
      const id = (JSON.parse(body) as { id: string }).id
      received.set(id, (received.get(id) ?? 0) + 1)
      res.end('{}')
    })
  })
  await new Promise<void>((ok) => hooks.listen(0, '127.0.0.1', ok))
  const hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hook`

  const dbPath = join(dir, 'shop.db')
  const outboxDir = join(dir, 'outbox')
  const secret = 'psp-secret-'.padEnd(40, 'q')
  const db = openDb(dbPath)
  const now = Date.now()
  for (let i = 0; i < 80; i++)
    await queueEmail(db, {
      dedupeKey: `two:${i}`,
      to: `shopper${i}@example.com`,
      from: 'shop@example.com',
      subject: `mail ${i}`,
      text: 'hello',
      html: '<p>hello</p>',
      createdAt: now,
    })
  const psp = createTestPsp({ db, secret })
  for (let i = 0; i < 20; i++) {
    const p = await psp.createPayment({
      merchantReference: `order-${i}`,
      amountMinor: 1000,
      currency: 'EUR',
      method: 'CARD',
      returnUrl: 'http://127.0.0.1/return',
      webhookUrl: hookUrl,
    })
    expect((await psp.decide(p.id, 'succeeded')).ok).toBe(true)
  }
  expect((await countJobs(db)).reduce((s, c) => s + c.count, 0)).toBe(100)

  const env = { DATABASE_PATH: dbPath, OUTBOX_DIR: outboxDir, TEST_PSP_SECRET: secret }
  const workers = [worker(env), worker(env)]
  await Promise.all(workers.map((w) => w.ready))
  for (const w of workers) w.child.stdin.write('go\n')
  const [a, b] = await Promise.all(workers.map((w) => w.done))

  const tos = readOutbox(outboxDir).map((m) => m.to)
  expect(tos).toHaveLength(80)
  expect(new Set(tos).size).toBe(80)
  expect(received.size).toBe(20)
  expect([...received.values()].every((n) => n === 1)).toBe(true)
  expect((a!.mail ?? 0) + (b!.mail ?? 0)).toBe(80)
  expect((a!['test-psp-webhook'] ?? 0) + (b!['test-psp-webhook'] ?? 0)).toBe(20)
  expect(a!.mail).toBeGreaterThan(0)
  expect(b!.mail).toBeGreaterThan(0)
  expect(await countJobs(db)).toEqual([])
  await closeDb(db)
}, 60_000)
