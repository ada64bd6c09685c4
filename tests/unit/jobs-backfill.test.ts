import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterAll, expect, test } from 'vitest'
import { closeDb, MIGRATIONS_DIR, openDb } from '../../db/client.js'
import { listJobs } from '../../db/queries/jobs.js'

// A database from before the job runner (migrations up to 0011) with mail and webhooks still owed: migrating it
// turns them into jobs, and the rows that had used up the old tries into dead jobs instead of a blocked outbox.
// SQLite only: the backfill is an SQLite migration (0013); PostgreSQL's schema starts after it (migrations/pg).
const dir = mkdtempSync(join(tmpdir(), 'jobs-backfill-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('unsent mail and undelivered webhooks become jobs; exhausted ones dead', async () => {
  const oldMigrations = join(dir, 'migrations')
  cpSync(MIGRATIONS_DIR, oldMigrations, { recursive: true })
  const journalPath = join(oldMigrations, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((e) => e.tag <= '0011')
  writeFileSync(journalPath, JSON.stringify(journal))
  const path = join(dir, 'shop.db')
  const sqlite = new Database(path)
  migrate(drizzle(sqlite), { migrationsFolder: oldMigrations })
  const outbox = sqlite.prepare(
    `insert into email_outbox (dedupe_key, "to", "from", subject, text, html, created_at, sent_at, attempts, last_error)
     values (?, ?, 'shop@example.com', 's', 't', 'h', 1000, ?, ?, ?)`,
  )
  outbox.run('a', 'waiting@example.com', null, 2, 'timeout')
  outbox.run('b', 'exhausted@example.com', null, 8, '550 no such user')
  outbox.run('c', 'sent@example.com', 2000, 0, null)
  sqlite.exec(
    `insert into test_psp_payments values ('tpp_1', 'ref-1', 100, 'EUR', 'CARD', 'http://x/r', 'http://x/w', 'succeeded', 1, 1)`,
  )
  const delivery = sqlite.prepare(
    `insert into test_psp_deliveries (event_id, payment_id, payload, attempts, next_attempt_at, delivered_at, last_error)
     values (?, 'tpp_1', '{}', ?, ?, ?, ?)`,
  )
  delivery.run('evt_due', 1, 5000, null, 'HTTP 500')
  delivery.run('evt_gave_up', 7, Number.MAX_SAFE_INTEGER, null, 'HTTP 500')
  delivery.run('evt_done', 1, 5000, 6000, null)
  sqlite.close()

  const db = openDb(path)
  const jobs = (await listJobs(db, { limit: 10 }))
    .map((j) => ({ kind: j.kind, status: j.status, attempts: j.attempts, lastError: j.lastError, at: j.nextAttemptAt }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.attempts - b.attempts)
  expect(jobs).toEqual([
    { kind: 'mail', status: 'queued', attempts: 2, lastError: 'timeout', at: 1000 },
    { kind: 'mail', status: 'dead', attempts: 8, lastError: '550 no such user', at: 1000 },
    { kind: 'test-psp-webhook', status: 'queued', attempts: 1, lastError: 'HTTP 500', at: 5000 },
    { kind: 'test-psp-webhook', status: 'dead', attempts: 7, lastError: 'HTTP 500', at: expect.any(Number) },
  ])
  expect(jobs[3]!.at).toBeLessThanOrEqual(Date.now())
  await closeDb(db)
})
