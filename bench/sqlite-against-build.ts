/**
 * This checkout's build against another checkout's build, both on SQLite, in one run (issue 25: "SQLite must not get
 * slower"). On a shared 2-core VM two runs of the same bench minutes apart differ by a third, so the two builds run
 * as two server processes started together and are measured in alternating short windows: whatever the machine does
 * meanwhile falls on both alike, and the ratio of medians is what to read.
 *
 *   node scripts/run.js ts bench/sqlite-against-build.ts /path/to/other/checkout
 *
 * The other checkout must be built (`npm ci && npm run build` there, e.g. a `git worktree add` of the commit to
 * compare with); this one too (`npm run build`). Each server gets a fresh SQLite database seeded by its first start
 * (demo mode, PAGE_CACHE_MB=0, LOG_LEVEL=warn). Per round and server, in alternating order: uncached home, tag and
 * design pages (autocannon, CONNECTIONS connections, 1 s warm-up + BENCH_SECONDS), then ORDERS shoppers placing their
 * order over HTTP as bench/orders.ts does (16 doubled submissions at a time). ROUNDS rounds (BENCH_ROUNDS, default 5).
 * After the last round each database is checked as bench/engines.ts checks it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { closeDb, openDatabase } from '../db/client.js'
import { startBuiltServer, type BuiltServer } from '../tests/helpers/built-server.js'
import { httpRequest } from '../tests/helpers/http-request.js'
import type { TestApp } from '../tests/helpers/test-app.js'
import { cleanupStack } from './cleanups.js'
import { ORDER_HOST, orderProblems, placeOrders, prepareShoppers } from './order-flow.js'

const HOST = ORDER_HOST
const CONNECTIONS = 32
const WARMUP_S = 1
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const ORDERS = Number(process.env.BENCH_ENGINE_ORDERS ?? 200)
const ORDER_CONCURRENCY = 16
const PREPARE_CONCURRENCY = 8

const here = resolve(fileURLToPath(import.meta.url), '../..')
const other = process.argv[2] ? resolve(process.argv[2]) : undefined
for (const [label, dir] of [
  ['this checkout', here],
  ['the other checkout', other],
] as const) {
  if (!dir || !existsSync(join(dir, 'dist/server/server.mjs'))) {
    console.error(
      `No build of ${label} (${dir ?? 'no path given'}): usage: node scripts/run.js ts bench/sqlite-against-build.ts <other built checkout>`,
    )
    process.exit(1)
  }
}

const SECRETS = {
  SESSION_SECRETS: `b1:${'s'.repeat(32)}-bench-session-secret`,
  AUTH_SECRET: `${'a'.repeat(32)}-bench-auth-secret`,
  TEST_PSP_SECRET: `${'p'.repeat(32)}-bench-psp-secret`,
}
const cleanups = cleanupStack('stopping both servers')

interface Contender {
  name: string
  checkout: string
  server: BuiltServer
  databasePath: string
  /** Per figure name, one value per round. */
  figures: Map<string, number[]>
  ordersPlaced: number
}

async function start(name: string, checkout: string): Promise<Contender> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-against-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const databasePath = join(dir, 'shop.db')
  const env = {
    ...SECRETS,
    DATABASE_PATH: databasePath,
    DATABASE_URL: '',
    STORAGE_PATH: join(dir, 'storage'),
    OUTBOX_DIR: join(dir, 'outbox'),
    SHOP_MODE: 'demo',
    PAGE_CACHE_MB: '0',
    LOG_LEVEL: 'warn',
  }
  const server = await startBuiltServer({ databasePath, host: HOST, env, timeoutMs: 120_000, checkout })
  cleanups.push(() => server.stop())
  return { name, checkout, server, databasePath, figures: new Map(), ordersPlaced: 0 }
}

function record(c: Contender, figure: string, value: number): void {
  c.figures.set(figure, [...(c.figures.get(figure) ?? []), value])
}

async function pagesOf(port: number): Promise<{ name: string; path: string }[]> {
  const home = await httpRequest(port, HOST, '/')
  const first = (re: RegExp) => [...home.text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((h) => re.test(h))
  const tag = first(/^\/t\/[^/]+$/)
  const design = first(/^\/design\/[^/]+\/\d+$/)
  if (!tag || !design) throw new Error('no tag or design link on the home page')
  // The href as the page writes it may carry an encoded non-ASCII name (/t/econ%C3%B3micos): sent as one encoding.
  return [
    { name: 'home', path: '/' },
    { name: 'tag', path: encodeURI(decodeURI(tag)) },
    { name: 'design', path: encodeURI(decodeURI(design)) },
  ]
}

const load = (port: number, path: string, duration: number) =>
  autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration,
    headers: { host: HOST },
    workers: 1,
  })

async function measurePage(c: Contender, page: { name: string; path: string }): Promise<void> {
  await load(c.server.port, page.path, WARMUP_S)
  const r = await load(c.server.port, page.path, DURATION_S)
  if (r.non2xx || r.errors || r.timeouts || r.requests.total === 0)
    throw new Error(`${c.name}: GET ${page.path} answered non-2xx or errors`)
  record(c, `${page.name} uncached req/s`, r.requests.average)
}

async function measureOrders(c: Contender): Promise<void> {
  const app: Pick<TestApp, 'request'> = { request: (host, path, init) => httpRequest(c.server.port, host, path, init) }
  const ready = await prepareShoppers(app, ORDERS, PREPARE_CONCURRENCY)
  const run = await placeOrders(ready, ORDER_CONCURRENCY)
  c.ordersPlaced += ORDERS
  record(c, 'orders/s', ORDERS / run.seconds)
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

try {
  console.log(
    `SQLite, this build against ${other}: Node ${process.version}, PAGE_CACHE_MB=0, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per page window, ${ORDERS} orders per round, ${ROUNDS} rounds alternating`,
  )
  const contenders = [await start('this', here), await start('other', other!)]
  const pages = await pagesOf(contenders[0]!.server.port)
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate who goes first, so neither always runs right after the other's load.
    const order = round % 2 ? [...contenders].reverse() : contenders
    for (const page of pages) for (const c of order) await measurePage(c, page)
    for (const c of order) await measureOrders(c)
    process.stderr.write(
      `round ${round + 1}: ${contenders.map((c) => `${c.name} ${[...c.figures].map(([k, v]) => `${k.split(' ')[0]} ${v.at(-1)!.toFixed(0)}`).join(', ')}`).join(' | ')}\n`,
    )
  }
  const problems: string[] = []
  for (const c of contenders) {
    await c.server.stop()
    const db = await openDatabase({ DATABASE_PATH: c.databasePath })
    try {
      problems.push(...(await orderProblems(db, c.ordersPlaced)).map((p) => `${c.name}: ${p}`))
    } finally {
      await closeDb(db)
    }
  }
  const [mine, theirs] = contenders as [Contender, Contender]
  console.log()
  console.log('figure                 │ this (median) │ other (median) │ this / other │ rounds this │ rounds other')
  for (const [figure, values] of mine.figures) {
    const theirValues = theirs.figures.get(figure)!
    console.log(
      [
        figure.padEnd(22),
        median(values).toFixed(0).padStart(13),
        median(theirValues).toFixed(0).padStart(14),
        (median(values) / median(theirValues)).toFixed(2).padStart(12),
        values
          .map((v) => v.toFixed(0))
          .join(' ')
          .padStart(11),
        theirValues.map((v) => v.toFixed(0)).join(' '),
      ].join(' │ '),
    )
  }
  console.log(`correctness: ${problems.length ? `FAILED\n  ${problems.slice(0, 10).join('\n  ')}` : 'ok'}`)
  if (problems.length) process.exitCode = 1
} finally {
  await cleanups.runAll()
}
