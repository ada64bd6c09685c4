/**
 * Both database engines side by side in one run (issues 19, 25): the production server (`node dist/server/server.mjs`,
 * real processes) in five setups, each on a fresh database seeded by its own start:
 *
 *   1. SQLite, one instance (a DATABASE_PATH in a temporary folder),
 *   2. PostgreSQL, one instance (a fresh `bench_*` database),
 *   3. PostgreSQL, two instances on one database, one STORAGE_PATH and the same secrets (load spread over both),
 *   4. and 5. the same two through a TCP proxy that adds 1 ms to every round trip (tests/helpers/delay-proxy.ts, in a
 *      process of its own), as a database server in another zone would.
 *
 * All setups run at once. Per setup: req/s and p99 of uncached pages (PAGE_CACHE_MB=0; autocannon from a worker
 * thread, CONNECTIONS connections, 1 s warm-up + BENCH_SECONDS per figure; with two instances the connections alternate
 * between their ports). Then orders placed over HTTP as bench/orders.ts does (every submission doubled with one
 * idempotency key; with two instances every request goes to the other instance than the one before, so sessions and
 * the two submissions of a double click cross instances): WARMUP_ORDERS untimed, then ORDERS timed in ROUNDS rounds in
 * which the setups take turns (on a shared 2-core VM the same figure differs by a third minutes apart; alternating
 * makes that fall on every setup alike), orders/s being the median of a setup's rounds. Last, the database is read
 * directly for the correctness check: exactly the orders placed, one payment each, totals add up, no duplicate, no
 * cart left.
 *
 * PostgreSQL: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://shop:shop@127.0.0.1:5432/postgres), a
 * server where the bench may create and drop databases named bench_*. Processes, databases and folders are removed at
 * the end, also on failure or Ctrl-C. BENCH_ENGINE_ORDERS, BENCH_ENGINE_ROUNDS and BENCH_ENGINE_WARMUP set the timed
 * orders, their rounds and the untimed orders;
 * BENCH_SERVER_NODE_ARGS are node's arguments for every server (a CPU profile, written when a server stops after its
 * orders: "--cpu-prof --cpu-prof-dir=DIR"). Run with `npm run bench` (builds first) or
 * `node scripts/run.js ts bench/engines.ts` after `npm run build`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon, { type Result } from 'autocannon'
import { closeDb, openDatabase, type DatabaseLocation } from '../db/client.js'
import { redactUrl } from '../db/postgres/pg-pool.js'
import { spawn } from 'node:child_process'
import pg from 'pg'
import { startBuiltServer, type BuiltServer } from '../tests/helpers/built-server.js'
import { httpRequest } from '../tests/helpers/http-request.js'
import type { TestApp } from '../tests/helpers/test-app.js'
import { ORDER_HOST, orderProblems, percentile, placeOrders, prepareShoppers, type OrderRun } from './order-flow.js'
import { cleanupStack } from './cleanups.js'
import { postgresCpuMs, processCpuMs } from './cpu-time.js'
import { availableParallelism } from 'node:os'

const HOST = ORDER_HOST
const CONNECTIONS = 32
const WARMUP_S = 1
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
const ORDERS = Number(process.env.BENCH_ENGINE_ORDERS ?? 400)
/**
 * Orders placed (and checked) before the timed ones, spread over the instances: a server's first orders run its order
 * path cold (JIT), and with two instances that would be paid twice within the timed window.
 */
const WARMUP_ORDERS = Number(process.env.BENCH_ENGINE_WARMUP ?? 48)
/** Timed rounds of orders per setup (BENCH_ENGINE_ROUNDS), the setups taking turns: ORDERS / ROUNDS orders each. */
const ROUNDS = Number(process.env.BENCH_ENGINE_ROUNDS ?? 5)
/** Submission pairs in flight at once, as in bench/orders.ts. */
const ORDER_CONCURRENCY = 16
/** Shoppers filling their carts at once (not timed). */
const PREPARE_CONCURRENCY = 8
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://shop:shop@127.0.0.1:5432/postgres'

const root = resolve(fileURLToPath(import.meta.url), '../..')
if (!existsSync(join(root, 'dist/server/server.mjs'))) {
  console.error('No build in dist/: run "npm run bench" (builds first) or "npm run build".')
  process.exit(1)
}

/** Shared by both instances of a setup, so that a session sealed by one is read by the other. */
const SECRETS = {
  SESSION_SECRETS: `b1:${'s'.repeat(32)}-bench-session-secret`,
  AUTH_SECRET: `${'a'.repeat(32)}-bench-auth-secret`,
  TEST_PSP_SECRET: `${'p'.repeat(32)}-bench-psp-secret`,
}

interface Setup {
  name: string
  engine: 'sqlite' | 'postgres'
  instances: number
  /** Added to every round trip to PostgreSQL by a proxy in front of it. */
  delayMs?: number
}
const DELAY_MS = 1
const SETUPS: Setup[] = [
  { name: 'SQLite, 1', engine: 'sqlite', instances: 1 },
  { name: 'PG, 1', engine: 'postgres', instances: 1 },
  { name: 'PG, 2', engine: 'postgres', instances: 2 },
  { name: `PG +${DELAY_MS} ms, 1`, engine: 'postgres', instances: 1, delayMs: DELAY_MS },
  { name: `PG +${DELAY_MS} ms, 2`, engine: 'postgres', instances: 2, delayMs: DELAY_MS },
]

interface Figures {
  pages: { name: string; path: string; result: Result }[]
  /** The timed rounds of orders, `perRound` each. */
  rounds: OrderRun[]
  perRound: number
  /** CPU time spent while the timed orders ran, in ms: the servers (all instances), the delay proxy, PostgreSQL, this
   * bench process. */
  cpu: { servers: number; proxy: number; postgres: number; bench: number }
  problems: string[]
  /** Server log lines at warn or above (LOG_LEVEL=warn), from every instance. */
  logLines: string[]
}

// Everything to undo, newest first; run on success, failure and Ctrl-C alike.
const cleanups = cleanupStack('stopping the servers and dropping the bench databases')

function databaseUrl(name: string, port?: number): string {
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  if (port) {
    url.hostname = '127.0.0.1'
    url.port = String(port)
  }
  return url.toString()
}

async function adminExec(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * A fresh empty PostgreSQL database (the first server start migrates and seeds it), dropped at cleanup; reached
 * through a delay proxy when the setup has one.
 */
async function createBenchDatabase(
  suffix: string,
  delayMs: number | undefined,
): Promise<{ url: string; proxyPid?: number }> {
  const name = `bench_${process.pid}_${suffix}`
  await adminExec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await adminExec(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`)
  cleanups.push(() => adminExec(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
  const proxy = delayMs ? await startProxy(delayMs) : undefined
  return { url: databaseUrl(name, proxy?.port), proxyPid: proxy?.pid }
}

/** The delay proxy in front of the admin URL's server, in a process of its own; its port and process. */
async function startProxy(delayMs: number): Promise<{ port: number; pid: number | undefined }> {
  const target = new URL(ADMIN_URL)
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/helpers/delay-proxy-process.ts',
      target.hostname,
      target.port || '5432',
      String(delayMs),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  cleanups.push(() => void child.kill())
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())))
    child.once('exit', (code) => reject(new Error(`the delay proxy exited with ${code}`)))
  })
  return { port, pid: child.pid }
}

async function startInstance(env: Record<string, string>, label: string): Promise<BuiltServer> {
  const server = await startBuiltServer({
    databasePath: env.DATABASE_PATH!,
    host: HOST,
    env,
    timeoutMs: 120_000,
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
  })
  cleanups.push(() => server.stop())
  for (let i = 0; ; i++) {
    const res = await httpRequest(server.port, HOST, '/readyz').catch(() => undefined)
    if (res?.status === 200) break
    if (i > 200) throw new Error(`${label}: /readyz did not answer 200:\n${server.output()}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return server
}

/** HTTP to the setup's instances, each request to the next instance in turn. */
function roundRobin(ports: number[]): Pick<TestApp, 'request'> {
  let n = 0
  return { request: (host, path, init) => httpRequest(ports[n++ % ports.length]!, host, path, init) }
}

const hrefs = (html: string, re: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).filter((h) => re.test(decodeURI(h)))

async function pagesOf(app: Pick<TestApp, 'request'>): Promise<{ name: string; path: string }[]> {
  const home = await app.request(HOST, '/')
  if (home.status !== 200) throw new Error(`GET / with Host ${HOST} answered ${home.status}`)
  const tag = hrefs(home.text, /^\/t\/[^/]+$/)[0]
  if (!tag) throw new Error('no tag link on the home page')
  return [
    { name: 'home', path: '/' },
    { name: 'tag', path: encodeURI(decodeURI(tag)) },
  ]
}

async function load(ports: number[], path: string, duration: number): Promise<Result> {
  return autocannon({
    // autocannon gives connection i the URL i % urls.length: half the connections go to each instance.
    url: ports.map((p) => `http://127.0.0.1:${p}${path}`) as unknown as string,
    connections: CONNECTIONS,
    duration,
    headers: { host: HOST },
    workers: 1,
  })
}

/** A setup whose servers run: its own database and folder, its instances, HTTP to them in turn. */
interface Running {
  setup: Setup
  servers: BuiltServer[]
  location: DatabaseLocation
  app: Pick<TestApp, 'request'>
  /** The delay proxy's process, when the setup has one. */
  proxyPid?: number
}

async function startSetup(setup: Setup, index: number): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-engines-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  const database = setup.engine === 'postgres' ? await createBenchDatabase(String(index), setup.delayMs) : undefined
  const location = { DATABASE_PATH: join(dir, 'shop.db'), DATABASE_URL: database?.url }
  const env = {
    ...SECRETS,
    DATABASE_PATH: location.DATABASE_PATH,
    DATABASE_URL: location.DATABASE_URL ?? '',
    STORAGE_PATH: join(dir, 'storage'),
    OUTBOX_DIR: join(dir, 'outbox'),
    SHOP_MODE: 'demo',
    PAGE_CACHE_MB: '0',
    LOG_LEVEL: 'warn',
  }
  const servers: BuiltServer[] = []
  const t0 = performance.now()
  // One after the other: the first start migrates and seeds the empty database, the second finds it ready.
  for (let i = 0; i < setup.instances; i++) servers.push(await startInstance(env, `${setup.name}, instance ${i + 1}`))
  const ports = servers.map((s) => s.port)
  process.stderr.write(`${setup.name}: started in ${((performance.now() - t0) / 1000).toFixed(1)} s (ports ${ports})\n`)
  return { setup, servers, location, app: roundRobin(ports), proxyPid: database?.proxyPid }
}

/** Runs `step`, adding the setup's server log (LOG_LEVEL=warn: their warnings and errors) to an error it throws. */
async function withServerLog<T>(run: Running, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    const log = run.servers.flatMap((s, i) => serverLogLines(s).map((l) => `instance ${i + 1}: ${l}`))
    ;(error as Error).message +=
      `\n${run.setup.name}: server log lines at warn or above:\n  ${log.slice(-10).join('\n  ') || '(none)'}`
    throw error
  }
}

/** CPU time so far of the setup's servers, its delay proxy, PostgreSQL (its setups only) and this process, in ms. */
function cpuNow(run: Running): Figures['cpu'] {
  const { servers, setup } = run
  const own = process.cpuUsage()
  return {
    servers: servers.reduce((sum, s) => sum + processCpuMs(s.pid), 0),
    proxy: run.proxyPid ? processCpuMs(run.proxyPid) : 0,
    postgres: setup.engine === 'postgres' ? postgresCpuMs() : 0,
    bench: (own.user + own.system) / 1000,
  }
}

const serverLogLines = (s: BuiltServer) =>
  s
    .output()
    .split('\n')
    .filter((l) => l.trim())
    .filter((l) => !/^(Shop listening| {2}\S)/.test(l))
    // autocannon closes its connections at the end of a window with requests still in flight.
    .filter((l) => !l.includes('"msg":"request aborted"'))

async function measurePages(run: Running): Promise<Figures['pages']> {
  const ports = run.servers.map((s) => s.port)
  const pages: Figures['pages'] = []
  for (const page of await pagesOf(run.app)) {
    for (const port of ports) {
      const res = await httpRequest(port, HOST, page.path)
      if (res.status !== 200)
        throw new Error(`${run.setup.name}: GET ${page.path} on port ${port} answered ${res.status}`)
    }
    await load(ports, page.path, WARMUP_S)
    const result = await load(ports, page.path, DURATION_S)
    process.stderr.write(
      `  ${run.setup.name}, ${page.name} ${page.path}: ${result.requests.average.toFixed(0)} req/s\n`,
    )
    pages.push({ ...page, result })
  }
  return pages
}

/** One timed round of a setup's orders (its shoppers prepared untimed first), with the CPU it took. */
async function orderRound(run: Running, n: number): Promise<{ orders: OrderRun; cpu: Figures['cpu'] }> {
  const ready = await prepareShoppers(run.app, n, PREPARE_CONCURRENCY)
  const before = cpuNow(run)
  const orders = await placeOrders(ready, ORDER_CONCURRENCY)
  const after = cpuNow(run)
  const cpu = {
    servers: after.servers - before.servers,
    proxy: after.proxy - before.proxy,
    postgres: after.postgres - before.postgres,
    bench: after.bench - before.bench,
  }
  return { orders, cpu }
}

/**
 * The database read directly once the setup's instances have stopped (SIGTERM: graceful), so nothing is written while
 * it reads: every order the setup placed, and its page loads without errors.
 */
async function checkSetup(run: Running, placed: number, orderIds: string[], pages: Figures['pages']) {
  for (const s of run.servers) await s.stop()
  const db = await openDatabase(run.location)
  let problems: string[]
  try {
    problems = await orderProblems(db, placed, { seconds: 0, latencies: [], orderIds })
  } finally {
    await closeDb(db)
  }
  for (const p of pages) {
    const r = p.result
    if (r.non2xx || r.errors || r.timeouts || r.requests.total === 0)
      problems.push(
        `GET ${p.path}: non2xx=${r.non2xx} errors=${r.errors} timeouts=${r.timeouts} status codes=${JSON.stringify(r.statusCodeStats)}`,
      )
  }
  return problems
}

/**
 * Every setup runs at once; pages are measured setup by setup, then the orders in ROUNDS rounds that visit the setups
 * in turn (each round starting one setup further), so what the machine does meanwhile falls on all of them alike. A
 * setup's orders/s is the median of its rounds.
 */
async function measureAll(): Promise<Figures[]> {
  const runs: Running[] = []
  for (const [i, setup] of SETUPS.entries()) runs.push(await startSetup(setup, i))
  const pages = []
  for (const run of runs) pages.push(await withServerLog(run, () => measurePages(run)))
  const orderIds: string[][] = runs.map(() => [])
  for (const [i, run] of runs.entries())
    orderIds[i]!.push(...(await withServerLog(run, () => orderRound(run, WARMUP_ORDERS))).orders.orderIds)
  const rounds: { orders: OrderRun; cpu: Figures['cpu'] }[][] = runs.map(() => [])
  const perRound = Math.ceil(ORDERS / ROUNDS)
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < runs.length; k++) {
      const i = (r + k) % runs.length
      const round = await withServerLog(runs[i]!, () => orderRound(runs[i]!, perRound))
      rounds[i]!.push(round)
      orderIds[i]!.push(...round.orders.orderIds)
      process.stderr.write(
        `  round ${r + 1}, ${runs[i]!.setup.name}: ${(perRound / round.orders.seconds).toFixed(0)} orders/s\n`,
      )
    }
  }
  const figures: Figures[] = []
  for (const [i, run] of runs.entries()) {
    const problems = await checkSetup(run, WARMUP_ORDERS + perRound * ROUNDS, orderIds[i]!, pages[i]!)
    const logLines = run.servers.flatMap((s, k) => serverLogLines(s).map((l) => `instance ${k + 1}: ${l}`))
    const sum = (f: (c: Figures['cpu']) => number) => rounds[i]!.reduce((t, x) => t + f(x.cpu), 0)
    figures.push({
      pages: pages[i]!,
      rounds: rounds[i]!.map((x) => x.orders),
      perRound,
      cpu: {
        servers: sum((c) => c.servers),
        proxy: sum((c) => c.proxy),
        postgres: sum((c) => c.postgres),
        bench: sum((c) => c.bench),
      },
      problems,
      logLines,
    })
  }
  return figures
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const ordersPerSecond = (f: Figures) => median(f.rounds.map((r) => f.perRound / r.seconds))
/** Every timed submission pair of a setup as one run (for its latency percentiles). */
const allOrders = (f: Figures): OrderRun => ({
  seconds: f.rounds.reduce((t, r) => t + r.seconds, 0),
  latencies: f.rounds.flatMap((r) => r.latencies).sort((a, b) => a - b),
  orderIds: f.rounds.flatMap((r) => r.orderIds),
})

function printTable(figures: Figures[]) {
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–')
  const rows: { label: string; values: number[]; digits: number }[] = []
  for (const [i, page] of figures[0]!.pages.entries()) {
    rows.push({
      label: `${page.name} req/s`,
      values: figures.map((f) => f.pages[i]!.result.requests.average),
      digits: 0,
    })
    rows.push({ label: `${page.name} p99 ms`, values: figures.map((f) => f.pages[i]!.result.latency.p99), digits: 0 })
  }
  rows.push({ label: 'orders/s (median)', values: figures.map(ordersPerSecond), digits: 0 })
  rows.push({ label: 'order p95 ms', values: figures.map((f) => percentile(allOrders(f), 95)), digits: 0 })
  // Where the CPU of the timed orders went, per order, and how busy the machine's cores were meanwhile: a second
  // instance can only add orders while the cores have room.
  const timed = (f: Figures) => f.perRound * f.rounds.length
  const perOrder = (f: Figures, ms: number) => ms / timed(f)
  rows.push({ label: 'server CPU ms/order', values: figures.map((f) => perOrder(f, f.cpu.servers)), digits: 2 })
  rows.push({ label: 'PG CPU ms/order', values: figures.map((f) => perOrder(f, f.cpu.postgres)), digits: 2 })
  rows.push({ label: 'bench CPU ms/order', values: figures.map((f) => perOrder(f, f.cpu.bench)), digits: 2 })
  rows.push({ label: 'proxy CPU ms/order', values: figures.map((f) => perOrder(f, f.cpu.proxy)), digits: 2 })
  const cores = availableParallelism()
  const seconds = (f: Figures) => f.rounds.reduce((t, r) => t + r.seconds, 0)
  const busy = (f: Figures) =>
    (100 * (f.cpu.servers + f.cpu.proxy + f.cpu.postgres + f.cpu.bench)) / (seconds(f) * 1000 * cores)
  rows.push({ label: `cores busy % (${cores})`, values: figures.map(busy), digits: 0 })
  // Targets of issue 25 (orders/s): PG 1 / SQLite >= 0.5, +1 ms / direct >= 0.6, two instances not below one.
  const header = ['', ...SETUPS.map((s) => s.name), 'PG1/SQLite', 'PG2/PG1', '+1ms/PG1', '+1ms 2/1']
  const lines = rows.map((r) => [
    r.label,
    ...r.values.map((v) => v.toFixed(r.digits)),
    ratio(r.values[1]!, r.values[0]!),
    ratio(r.values[2]!, r.values[1]!),
    ratio(r.values[3]!, r.values[1]!),
    ratio(r.values[4]!, r.values[3]!),
  ])
  lines.push(['correctness', ...figures.map((f) => (f.problems.length ? 'FAILED' : 'ok')), '', '', '', ''])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' │ ')
  console.log()
  console.log(fmt(header))
  console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'))
  for (const l of lines) console.log(fmt(l))
}

try {
  try {
    await adminExec('SELECT 1')
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${redactUrl(ADMIN_URL)} cannot be used (${(error as Error).message}): set BENCH_DATABASE_URL to a server where the bench may create databases named bench_*`,
    )
  }
  console.log(
    `Engines side by side: Node ${process.version}, production build, PAGE_CACHE_MB=0, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per page figure; ${ORDERS} timed orders in ${ROUNDS} rounds taking turns after ${WARMUP_ORDERS} untimed, ${ORDER_CONCURRENCY} doubled submissions at a time; PostgreSQL at ${redactUrl(ADMIN_URL)}`,
  )
  const started = performance.now()
  const figures = await measureAll()
  printTable(figures)
  console.log(`whole run: ${((performance.now() - started) / 1000).toFixed(0)} s`)
  console.log(`pages: ${figures[0]!.pages.map((p) => `${p.name} ${p.path}`).join(', ')}`)
  for (const [i, f] of figures.entries()) {
    if (f.problems.length)
      console.log(
        `${SETUPS[i]!.name}: FAILED, ${f.problems.length} problems, the first:\n  ${f.problems.slice(0, 10).join('\n  ')}`,
      )
    if (f.logLines.length)
      console.log(
        `${SETUPS[i]!.name}: ${f.logLines.length} server log lines at warn or above, the first:\n  ${f.logLines.slice(0, 5).join('\n  ')}`,
      )
  }
  if (figures.every((f) => !f.problems.length))
    console.log(
      `correctness: ok in every setup (${WARMUP_ORDERS + ORDERS} orders, 1 payment each, totals add up, no duplicate, no cart left)`,
    )
  else process.exitCode = 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanups.runAll()
}
