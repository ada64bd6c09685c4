import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import pg from 'pg'
import { runServerUntilExit } from '../helpers/built-server.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { TEST_DATABASE_URL } from '../helpers/test-database.js'

// Decision 029, "Bad input": an unreachable or wrong DATABASE_URL stops the start with a clear message; a database
// lost while running gives 503s (not a hang, not a 500) and the shop recovers when it returns.

async function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-db-url-'))
  const envFile = join(dir, 'empty.env')
  writeFileSync(envFile, '')
  return runServerUntilExit({
    ENV_FILE: envFile,
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_PATH: join(dir, 'data', 'shop.db'),
    OUTBOX_DIR: join(dir, 'outbox'),
    ...env,
  })
}

test('an unreachable DATABASE_URL stops the start with one line naming it, password hidden, no stack trace', async () => {
  const { code, stderr } = await startServer({ DATABASE_URL: 'postgres://shop:s3cret@127.0.0.1:1/shop' })
  expect(code).toBe(1)
  const lines = stderr.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^Cannot start: DATABASE_URL \(postgres:\/\/shop:\*\*\*@127\.0\.0\.1:1\/shop\): /)
  expect(stderr).toContain('ECONNREFUSED')
  expect(stderr).not.toContain('s3cret')
  expect(stderr).not.toMatch(/\n\s+at /)
}, 30_000)

test('a DATABASE_URL that is not a postgres URL is refused with the other settings, before anything starts', async () => {
  const { code, stderr } = await startServer({ DATABASE_URL: 'mysql://shop@localhost/shop' })
  expect(code).toBe(1)
  expect(stderr).toMatch(/DATABASE_URL: expected postgres:\/\/user:password@host:port\/database/)
}, 30_000)

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL lost while running', () => {
  let app: TestApp
  // The server's admin database, on a connection of its own: the shop's database is the one cut off.
  let admin: pg.Client
  let name: string
  beforeAll(async () => {
    app = await startTestApp()
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    name = new URL(app.databaseEnv.DATABASE_URL!).pathname.slice(1)
  })
  afterAll(async () => {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
    await admin.end()
    await app.close()
  })

  /** What an outage looks like from the shop: its connections are cut and no new one is accepted. */
  async function cutDatabase(): Promise<void> {
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`)
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name])
  }

  test('503 with Retry-After on pages and the API, /readyz 503; back to 200 when the database returns', async () => {
    const host = 'wpx-es.localhost'
    expect((await app.request(host, '/')).status).toBe(200)
    await cutDatabase()
    const started = Date.now()
    const ready = await app.request(host, '/readyz')
    expect(ready.status).toBe(503)
    expect(ready.json()).toEqual({ status: 'unavailable', reason: 'database' })
    const page = await app.request(host, '/cart', {
      headers: { accept: 'text/html', 'accept-language': 'pl,en;q=0.5' },
    })
    expect(page.status).toBe(503)
    expect(page.headers['retry-after']).toBe('30')
    expect(page.text).toContain('Sklep jest chwilowo niedostępny')
    const api = await app.request(host, '/api/session')
    expect(api.status).toBe(503)
    expect(api.json<{ error: { code: string } }>().error.code).toBe('unavailable')
    // Refused connections fail at once: well under the statement timeout, never a hang.
    expect(Date.now() - started).toBeLessThan(8_000)
    expect(app.logs.some((l) => l.msg === 'unhandled error')).toBe(false)

    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)
    expect((await app.request(host, '/readyz')).status).toBe(200)
    expect((await app.request(host, '/')).status).toBe(200)
    expect((await app.request(host, '/cart')).status).toBe(200)
  })
})

test('the storage folder of a failed start stays empty', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-db-url-empty-'))
  const { code } = await startServer({
    DATABASE_URL: 'postgres://shop:x@127.0.0.1:1/shop',
    STORAGE_PATH: dir,
  })
  expect(code).toBe(1)
  expect(readdirSync(dir)).toEqual([])
}, 30_000)
