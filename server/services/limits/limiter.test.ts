import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { closeDb, openDb, type Db } from '../../../db/client.js'
import { rawRows } from '../../../db/rows.js'
import { LIMIT_DEFAULTS, limitRules } from '../../domain/limits/limit-rules.js'
import { createLimiter } from './limiter.js'

const rules = limitRules({ ...LIMIT_DEFAULTS, contactPerHour: 3 })
const opened: Db[] = []
let dir = ''
afterEach(async () => {
  for (const db of opened.splice(0)) await closeDb(db)
  if (dir) rmSync(dir, { recursive: true, force: true })
})
const connect = (path: string) => {
  const db = openDb(path)
  opened.push(db)
  return db
}

describe('database limiter', () => {
  it('counts in the database, so two processes (connections) share one allowance', async () => {
    dir = mkdtempSync(join(tmpdir(), 'limits-'))
    const path = join(dir, 'shop.db')
    let now = 0
    const a = createLimiter({ db: connect(path), now: () => now, rules })
    const b = createLimiter({ db: connect(path), now: () => now, rules })
    expect((await a.take('contact', ['a:1.2.3.4'])).ok).toBe(true)
    expect((await b.take('contact', ['a:1.2.3.4'])).ok).toBe(true)
    expect((await a.take('contact', ['a:1.2.3.4'])).ok).toBe(true)
    expect(await b.take('contact', ['a:1.2.3.4'])).toEqual({ ok: false, retryAfterMs: 1_200_000 })
    now = 1_200_000
    expect((await b.take('contact', ['a:1.2.3.4'])).ok).toBe(true)
  })

  it('takes from every key or from none', async () => {
    dir = mkdtempSync(join(tmpdir(), 'limits-'))
    const limiter = createLimiter({ db: connect(join(dir, 'shop.db')), now: () => 0, rules })
    for (let i = 0; i < 3; i++) expect((await limiter.take('contact', ['a:9.9.9.9'])).ok).toBe(true)
    // The account still has its tokens, but the address has none: nothing is taken from the account.
    expect((await limiter.take('contact', ['c:7', 'a:9.9.9.9'])).ok).toBe(false)
    for (let i = 0; i < 3; i++) expect((await limiter.take('contact', ['c:7'])).ok).toBe(true)
  })

  it('forgets full buckets and stale attempts, so the table stays as small as the active clients', async () => {
    dir = mkdtempSync(join(tmpdir(), 'limits-'))
    const db = connect(join(dir, 'shop.db'))
    let now = 0
    const limiter = createLimiter({ db, now: () => now, rules })
    for (let i = 0; i < 150; i++) await limiter.take('contact', [`a:10.0.${i >> 8}.${i & 255}`])
    now = 10 * 3_600_000
    for (let i = 0; i < 50; i++) await limiter.take('contact', ['a:10.1.0.1'])
    expect(await rawRows(db, sql`select count(*) as n from rate_limits`)).toEqual([{ n: 1 }])
  })
})
