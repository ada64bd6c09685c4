import { asc, getTableColumns, sql } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import * as schema from '../../db/schema/index.js'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { closeDb, openDb, openExistingDbReadOnly, openPostgres, tablesOf, type Db } from '../../db/client.js'
import { rawRun } from '../../db/rows.js'
import { copyOrder, countRows, orderTotalsByCurrency, schemaTables, type CopyTable } from '../../db/queries/db-copy.js'
import * as oq from '../../db/queries/orders.js'
import { MAX_SEARCH_LIMIT, searchCatalog } from '../../server/services/catalog/catalog-search.js'
import { searchHelpTopics } from '../../server/services/help/help-search.js'
import { copyDatabase } from '../../server/services/ops/db-copy.js'
import { CopyTargetError, openCopyTarget, type CopyTarget } from '../../server/services/ops/db-copy-targets.js'
import { createTenantRegistry } from '../../server/services/tenancy/tenant-registry.js'
import { runOps } from '../helpers/ops-cli.js'
import { createEmptyDatabase, dropTestDatabase, TEST_DATABASE_URL } from '../helpers/test-database.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { ES_ADDRESS } from '../helpers/addresses.js'

// `npm run ops -- db copy --to <url>` (issue 19) against a running demo shop with orders: the real CLI in a child
// process for what an operator sees, copyDatabase in-process for small batches and for failures half way.

let app: TestApp
let dir = ''
const ops = (...args: string[]) => runOps(app, undefined, ...args)
const placed: string[] = []

const HOST = 'wpx-es.localhost'

/** A guest order on WPX-ES paid by bank transfer, through the checkout's JSON steps (as tests/integration/order-tracking). */
async function placeOrder(s: Shopper, email: string, articleId: number, quantity: number): Promise<string> {
  expect((await s.post('/cart/add', { articleId, quantity })).status).toBe(200)
  expect((await s.post('/checkout/contact', { email, customerType: 'PERSON' })).json()).toEqual({ ok: true, next: 2 })
  expect((await s.post('/checkout/address', ES_ADDRESS)).json()).toEqual({ ok: true, next: 3 })
  expect((await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'CORREOS' })).json()).toEqual({
    ok: true,
    next: 4,
  })
  const step4 = (await s.page('/checkout?step=4')).text
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4)?.[1] ?? ''
  const r = await s.post('/checkout/place', {
    cartId: hidden('cartId'),
    idempotencyKey: hidden('idempotencyKey'),
    paymentMethod: 'BANK_TRANSFER',
    acceptTerms: true,
  })
  return r.json<{ order: string }>().order
}

/**
 * Every row of a table in its key order, as drizzle reads it. schemaTables() describes db/schema's SQLite tables: the
 * rows are read from the table and columns of the same names among the tables of `db`'s own engine (tablesOf).
 */
async function allRows(db: Db, t: CopyTable) {
  const table = tablesOf(db)[t.exportName] as SQLiteTable
  const columns = getTableColumns(table)
  return await db
    .select()
    .from(table)
    .orderBy(...t.orderBy.map((field) => asc(columns[field]!)))
}

async function counts(db: Db): Promise<Record<string, number>> {
  const byTable: Record<string, number> = {}
  for (const t of schemaTables()) byTable[t.name] = await countRows(db, t)
  return byTable
}

beforeAll(async () => {
  app = await startTestApp()
  dir = mkdtempSync(join(tmpdir(), 'db-copy-'))
  placed.push(await placeOrder(await shopper(app, HOST), 'copy-one@example.es', 102, 1))
  placed.push(await placeOrder(await shopper(app, HOST), 'copy-two@example.es', 102, 3))
  // A second currency, so the totals are checked per currency: the first order as if a Polish site had taken it.
  const first = (await oq.findOrderByPublicId(app.db, placed[0]!))!
  const { id: _id, ...row } = first
  void _id
  await oq.insertOrder(app.db, {
    ...row,
    publicId: 'copy-pln-order-0000000000000000',
    cartId: 'copy-pln-cart',
    idempotencyKey: 'copy-pln-key',
    currency: 'PLN',
    totalMinor: 12_345,
  })
  // The confirmation mails are sent before the copy, so the running shop's job runner changes nothing while we compare.
  app.jobs.kick()
  await app.jobs.idle()
})
afterAll(async () => {
  await app.close()
  // Each run left its copies (about 20 MB) in the temp folder.
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('npm run ops -- db copy', () => {
  test('copies every table of the running shop into a fresh SQLite file, verified, and the copy works', async () => {
    const target = join(dir, 'copy.db')
    const r = await ops('db', 'copy', '--to', `sqlite:${target}`)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stderr).toBe('')
    const lines = r.stdout.trim().split('\n')
    expect(lines.at(-1)).toMatch(
      new RegExp(`^ok: copied \\d+ rows of ${schemaTables().length} tables from .* to sqlite:${target} in [\\d.]+ s`),
    )
    expect(lines).toContainEqual(expect.stringMatching(/^orders\s+3\s+3$/))
    expect(lines).toContain(
      'orders in EUR: source 2 totalling ' + (await totalOf('EUR')) + ', target 2 totalling ' + (await totalOf('EUR')),
    )
    expect(lines).toContain('orders in PLN: source 1 totalling 12345, target 1 totalling 12345')
    // The table lists the tables in the order they were copied: each after the tables its foreign keys point at.
    const listed = lines.slice(1, 1 + schemaTables().length).map((l) => l.split(/\s+/)[0])
    expect(listed).toEqual(copyOrder(schemaTables()).map((t) => t.name))
    expect(listed.indexOf('orders')).toBeLessThan(listed.indexOf('order_lines'))
    expect(listed.indexOf('brands')).toBeLessThan(listed.indexOf('sites'))
    expect(listed.indexOf('sites')).toBeLessThan(listed.indexOf('site_hosts'))

    const copy = openDb(target)
    try {
      // Row for row, every table.
      for (const t of schemaTables()) expect(await allRows(copy, t), t.name).toEqual(await allRows(app.db, t))
      expect(await orderTotalsByCurrency(copy)).toEqual(await orderTotalsByCurrency(app.db))
      expect((await orderTotalsByCurrency(copy)).map((c) => [c.currency, c.orders])).toEqual([
        ['EUR', 2],
        ['PLN', 1],
      ])
      // The copied shop: its tenants resolve, its orders are found, its search indexes were rebuilt.
      const tenant = await createTenantRegistry(copy, { defaultHost: HOST }).resolve(HOST)
      expect(tenant?.brand.slug).toBe('WPX-ES')
      for (const publicId of placed)
        expect(await oq.findOrderByPublicId(copy, publicId)).toEqual(await oq.findOrderByPublicId(app.db, publicId))
      const search = { query: 'taza', language: 'es' as const, limit: MAX_SEARCH_LIMIT }
      // The same hits (their order among equally good ones is the engine's own: bm25 on SQLite, ts_rank on
      // PostgreSQL; tests/integration/catalog-search.test.ts holds both to the same ranking rules).
      const found = async (db: Db) => (await searchCatalog(db, search)).hits.map((h) => `${h.kind}:${h.id}`).sort()
      expect((await searchCatalog(copy, search)).total).toBeGreaterThan(0)
      expect(await found(copy)).toEqual(await found(app.db))
      const help = { brandSlug: 'WPX-ES', language: 'es' as const, query: 'envio' }
      expect((await searchHelpTopics(copy, help)).length).toBeGreaterThan(0)
      expect(await searchHelpTopics(copy, help)).toEqual(await searchHelpTopics(app.db, help))
      // The next order id follows the copied ones.
      const next = await oq.insertOrder(copy, {
        ...(await oq.findOrderByPublicId(copy, placed[0]!))!,
        id: undefined,
        publicId: 'copy-next-order-000000000000000',
        cartId: 'copy-next-cart',
        idempotencyKey: 'copy-next-key',
      })
      const { orders } = tablesOf(app.db)
      const maxSource = Math.max(...(await app.db.select({ id: orders.id }).from(orders)).map((o) => o.id))
      expect(next.id).toBe(maxSource + 1)
    } finally {
      await closeDb(copy)
    }
  }, 60_000)

  test('a target with rows is refused naming the table, and nothing is written to it', async () => {
    const target = join(dir, 'full.db')
    expect((await ops('db', 'copy', '--to', target)).code).toBe(0)
    const before = await readOnlyCounts(target)
    expect(before.orders).toBe(3)
    // Named: the first table with rows in copy order (foreign-key order, ties by name), whatever order the schema's exports have.
    const first = copyOrder(schemaTables()).find((t) => before[t.name]! > 0)!.name
    expect(first).toBe('articles')
    const again = await ops('db', 'copy', '--to', `sqlite:${target}`)
    expect(again.code).toBe(1)
    expect(again.stdout).toBe('')
    expect(again.stderr.trim()).toBe(
      `error: the target sqlite:${target} is not empty (table ${first} has rows); db copy only writes into an empty database, nothing written`,
    )
    expect(await readOnlyCounts(target)).toEqual(before)

    // Rows in one table only, in a database otherwise empty, are enough to refuse.
    const partial = join(dir, 'partial.db')
    const db = openDb(partial)
    await oq.insertOrder(db, { ...(await oq.findOrderByPublicId(app.db, placed[0]!))!, id: undefined })
    await closeDb(db)
    const refused = await ops('db', 'copy', '--to', partial)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      new RegExp(`^error: the target sqlite:${partial} is not empty \\(table orders has rows\\)`),
    )
    expect(await readOnlyCounts(partial)).toMatchObject({ orders: 1, brands: 0, order_lines: 0 })
  }, 90_000)

  test('bad input is an error line, exit 1, and no file', async () => {
    const cases: [string[], RegExp][] = [
      [[], /^error: --to: name the empty target database/],
      [['--to'], /^error: --to needs a value/],
      [['--to', 'mysql://shop@db.example/shop'], /^error: unsupported database URL scheme mysql:/],
      [['--to', 'sqlite:'], /^error: name the SQLite target file/],
      [['--to', ':memory:'], /^error: name the SQLite target file/],
      [['--to', dir], /^error: the target .* is a directory/],
      [['--to', app.dbPath], /^error: the target .* is the shop's own database \(DATABASE_PATH\)/],
      [['--to', `sqlite:${app.dbPath}`], /^error: the target .* is the shop's own database/],
      // Unreachable: a folder that cannot be made (a path through a file).
      [['--to', `sqlite:${join(dir, 'not-a-db.txt', 'inside', 'x.db')}`], /^error: cannot open the target sqlite:/],
      // Not a database (this test file): refused, and the file is left as it was.
      [['--to', join(dir, 'not-a-db.txt')], /^error: cannot open the target sqlite:.*: file is not a database/],
      [
        ['--to', 'postgres://shop:s3cret@db.example:5432/shop'],
        /^error: cannot open the target postgres:\/\/shop:\*\*\*@db\.example:5432\/shop: database unavailable: getaddrinfo/,
      ],
    ]
    writeFileSync(join(dir, 'not-a-db.txt'), 'plain text, not SQLite\n'.repeat(100))
    const files = readdirSync(dir).sort()
    // Each run loads the CLI from its sources (seconds): side by side.
    const runs = await Promise.all(cases.map(([args]) => ops('db', 'copy', ...args)))
    for (const [i, [args, error]] of cases.entries()) {
      const r = runs[i]!
      expect(r.code, args.join(' ')).toBe(1)
      expect(r.stderr, args.join(' ')).toMatch(error)
      expect(r.stderr).not.toContain('s3cret')
      expect(r.stdout).toBe('')
    }
    expect(readdirSync(dir).sort()).toEqual(files)
    expect(readFileSync(join(dir, 'not-a-db.txt'), 'utf8')).toBe('plain text, not SQLite\n'.repeat(100))
    const [unknown, help] = await Promise.all([ops('db', 'nope'), ops('help')])
    expect(unknown.stderr.trim()).toBe('error: unknown db command nope; there is: db copy --to <database url>')
    expect(help.stderr).toContain('db copy --to <url>')
  }, 120_000)
})

describe('copyDatabase', () => {
  test('small batches page through every table: by an integer key, a text key, a key of several columns, by offset', async () => {
    const target = await openCopyTarget(join(dir, 'batches.db'), app.dbPath)
    try {
      const result = await copyDatabase(app.db, target, { batchRows: 7 })
      expect(result.ok).toBe(true)
      const paged: CopyTable[] = []
      for (const t of schemaTables()) if ((await countRows(app.db, t)) > 7) paged.push(t)
      // Each way of paging has a table of more than one page, so each is checked row for row below.
      const ways = new Set(
        paged.map((t) =>
          t.key === null
            ? 'offset'
            : t.key.fields.length > 1
              ? 'composite'
              : getTableColumns(schema[t.exportName] as SQLiteTable)[t.key.fields[0]!]!.columnType,
        ),
      )
      expect([...ways].sort()).toEqual(['SQLiteInteger', 'SQLiteText', 'composite', 'offset'])
      for (const t of schemaTables()) expect(await allRows(target.db, t), t.name).toEqual(await allRows(app.db, t))
    } finally {
      await target.close('copied')
    }
  })

  test('a step failing half way rolls the whole copy back; a created file is removed', async () => {
    const file = join(dir, 'fails.db')
    const target = await openCopyTarget(file, app.dbPath)
    const failing: CopyTarget = {
      ...target,
      rebuildDerivedData: () => {
        throw new Error('search index rebuild failed')
      },
    }
    await expect(copyDatabase(app.db, failing)).rejects.toThrow('search index rebuild failed')
    expect(Object.values(await counts(target.db)).every((n) => n === 0)).toBe(true)
    await target.close('failed')
    expect(existsSync(file)).toBe(false)
  })

  test('rows that reach the target after it was opened are found in the copy transaction: refused, nothing written', async () => {
    const file = join(dir, 'raced.db')
    const target = await openCopyTarget(file, app.dbPath)
    const other = openDb(file)
    await oq.insertOrder(other, { ...(await oq.findOrderByPublicId(app.db, placed[0]!))!, id: undefined })
    await closeDb(other)
    const result = await copyDatabase(app.db, target)
    expect(result).toEqual({
      ok: false,
      error: `the target sqlite:${file} is not empty (table orders has rows); db copy only writes into an empty database, nothing written`,
    })
    expect(await counts(target.db)).toMatchObject({ orders: 1, brands: 0, articles: 0 })
    await target.close('failed')
  })

  test('a copy that does not verify is rolled back and reports the mismatch', async () => {
    const file = join(dir, 'mismatch.db')
    const target = await openCopyTarget(file, app.dbPath)
    const tampering: CopyTarget = {
      ...target,
      // Stands for an engine that lost rows on the way: one order line less in the target.
      resetIdSequences: async (tx) => {
        await rawRun(tx, sql`delete from order_lines where id = (select max(id) from order_lines)`)
      },
    }
    const result = await copyDatabase(app.db, tampering)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error).toBe('the copy does not match its source; rolled back, nothing written')
    const row = result.report!.tables.find((t) => t.table === 'order_lines')!
    expect(row.source).toBeGreaterThan(0)
    expect(row.target).toBe(row.source - 1)
    expect(result.report!.tables.filter((t) => t.source !== t.target).map((t) => t.table)).toEqual(['order_lines'])
    expect(Object.values(await counts(target.db)).every((n) => n === 0)).toBe(true)
    await target.close('failed')
  })

  // The source of a copy is a SQLite shop (a second connection to its file takes the order).
  test.skipIf(TEST_DATABASE_URL)(
    'the source is read as one snapshot: an order the shop takes during the copy is not half in it',
    async () => {
      const target = await openCopyTarget(join(dir, 'snapshot.db'), app.dbPath)
      // The running shop, on its own connection, takes an order after every table was read and before the totals are.
      const shop = openDb(app.dbPath)
      const during: CopyTarget = {
        ...target,
        resetIdSequences: async (tx, tables) => {
          await oq.insertOrder(shop, {
            ...(await oq.findOrderByPublicId(shop, placed[1]!))!,
            id: undefined,
            publicId: 'copy-during-order-0000000000000',
            cartId: 'copy-during-cart',
            idempotencyKey: 'copy-during-key',
          })
          await target.resetIdSequences(tx, tables)
        },
      }
      try {
        const result = await copyDatabase(app.db, during)
        expect(result.ok).toBe(true)
        if (!result.ok) return
        expect(result.report.tables.find((t) => t.table === 'orders')).toEqual({
          table: 'orders',
          source: 3,
          target: 3,
        })
        expect(result.report.totals.find((c) => c.currency === 'EUR')!.source.orders).toBe(2)
        expect(await oq.findOrderByPublicId(target.db, 'copy-during-order-0000000000000')).toBeUndefined()
        expect(await oq.findOrderByPublicId(app.db, 'copy-during-order-0000000000000')).toBeDefined()
      } finally {
        await target.close('copied')
        await rawRun(shop, sql`delete from orders where public_id = 'copy-during-order-0000000000000'`)
        await closeDb(shop)
      }
    },
  )

  test('a foreign-key cycle, a reference outside the schema and an unknown scheme are refused', async () => {
    const [a, b] = schemaTables()
    expect(() =>
      copyOrder([
        { ...a!, references: [b!.name] },
        { ...b!, references: [a!.name] },
      ]),
    ).toThrow(/^foreign-key cycle among the tables/)
    expect(() => copyOrder([{ ...a!, references: [a!.name] }])).toThrow(/reference\(s\) itself/)
    expect(() => copyOrder([{ ...a!, references: ['elsewhere'] }])).toThrow(/not in the schema/)
    await expect(openCopyTarget('ftp://x', app.dbPath)).rejects.toThrow(CopyTargetError)
  })
})

async function totalOf(currency: string): Promise<string> {
  return (await orderTotalsByCurrency(app.db)).find((c) => c.currency === currency)!.totalMinor
}

async function readOnlyCounts(path: string): Promise<Record<string, number>> {
  const db = openExistingDbReadOnly(path)!
  try {
    return await counts(db)
  } finally {
    await closeDb(db)
  }
}

// Decision 029: moving a running SQLite shop to PostgreSQL. Runs on the PostgreSQL pass (TEST_DATABASE_URL), from a
// SQLite shop into a database that has nothing in it yet.
describe.skipIf(!TEST_DATABASE_URL)('npm run ops -- db copy --to postgres://', () => {
  let source: TestApp
  let targetUrl = ''
  let publicId = ''
  beforeAll(async () => {
    source = await startTestApp({}, { engine: 'sqlite' })
    publicId = await placeOrder(await shopper(source, HOST), 'copy-pg@example.es', 103, 2)
    source.jobs.kick()
    await source.jobs.idle()
    targetUrl = await createEmptyDatabase()
  })
  afterAll(async () => {
    await source.close()
    await dropTestDatabase(targetUrl)
  })

  test('every table, counts and order totals verified; the PostgreSQL shop works and its ids continue', async () => {
    const r = await runOps(source, undefined, 'db', 'copy', '--to', targetUrl)
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines.at(-1)).toMatch(/^ok: copied \d+ rows of \d+ tables from .* to postgres:\/\/shop:\*\*\*@/)
    const copy = await openPostgres(targetUrl)
    try {
      for (const t of schemaTables()) expect(await allRows(copy, t), t.name).toEqual(await allRows(source.db, t))
      expect(await orderTotalsByCurrency(copy)).toEqual(await orderTotalsByCurrency(source.db))
      expect(await oq.findOrderByPublicId(copy, publicId)).toEqual(await oq.findOrderByPublicId(source.db, publicId))
      expect((await createTenantRegistry(copy, { defaultHost: HOST }).resolve(HOST))?.brand.slug).toBe('WPX-ES')
      const search = { query: 'taza', language: 'es' as const }
      expect((await searchCatalog(copy, search)).total).toBeGreaterThan(0)
      const found = async (db: Db) => (await searchCatalog(db, search)).hits.map((h) => `${h.kind}:${h.id}`).sort()
      // As many matches on both engines; which designs fill them may differ (FTS5 and tsvector tokenise and rank
      // the demo texts differently), the ranking rules are held equal by catalog-search.test.ts on each engine.
      expect((await searchCatalog(copy, search)).total).toBe((await searchCatalog(source.db, search)).total)
      const articles = async (db: Db) => (await found(db)).filter((h) => h.startsWith('article:'))
      expect(await articles(copy)).toEqual(await articles(source.db))
      const help = { brandSlug: 'WPX-ES', language: 'es' as const, query: 'envio' }
      expect((await searchHelpTopics(copy, help))[0]).toEqual((await searchHelpTopics(source.db, help))[0])
      // The sequences were moved past the copied ids: the next order gets the next id.
      const { orders } = tablesOf(copy)
      const maxId = Math.max(...(await copy.select({ id: orders.id }).from(orders)).map((o) => o.id))
      const next = await oq.insertOrder(copy, {
        ...(await oq.findOrderByPublicId(copy, publicId))!,
        id: undefined,
        publicId: 'copy-pg-next-order-000000000000',
        cartId: 'copy-pg-next-cart',
        idempotencyKey: 'copy-pg-next-key',
      })
      expect(next.id).toBe(maxId + 1)
    } finally {
      await closeDb(copy)
    }
    // A second copy into the now filled database is refused and changes nothing.
    const again = await runOps(source, undefined, 'db', 'copy', '--to', targetUrl)
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/^error: the target postgres:\/\/shop:\*\*\*@.* is not empty \(table \w+ has rows\)/)
  }, 120_000)
})
