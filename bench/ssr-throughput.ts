/**
 * Page throughput side by side in one run: for the home page, a landing page, a design page and a tag page, a page
 * cache hit, an uncached render and a static route serving the same bytes, at 50 connections; then SQL statements
 * and CPU time per uncached render, and CPU time per request of a hit and of the static route.
 *
 * Everything lives in this process: two instances of the real app (production Vike build, fresh seeded SQLite, via
 * tests/helpers/test-app.ts), one with the page cache (PAGE_CACHE_MB=64) and one without (0), and a bare Express
 * server that answers with the bytes of each rendered page. autocannon fires from a worker thread so that the load
 * generator does not share the event loop with the servers it measures. Runs are short (BENCH_SECONDS, default 3,
 * after a 1 s warm-up), BENCH_ROUNDS (default 3) per row, the median reported: on a shared machine the figures are
 * noisy, the ratios of one run are what to compare.
 * Then the shopper mix (decision 039): 50 connections cycling through the same pages, split as real visitors come:
 * first visits without a cookie, visitors with a consent answer, with a cart, signed in, each connection with its own
 * cookies; each kind and the whole mix side by side with the static route cycling through the same bytes.
 * Run with `npm run bench` (builds first) or `NODE_ENV=production node scripts/run.js ts bench/ssr-throughput.ts`.
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import autocannon, { type Result } from 'autocannon'
import { request } from 'undici'
import type Database from 'better-sqlite3'

const HOST = 'wpx-es.localhost'
const CONNECTIONS = 50
const WARMUP_S = 1
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 3)
/**
 * Sequential uncached renders timed for CPU and counted for SQL statements, after as many untimed ones (JIT and kept
 * catalog reads warm). 20 gave figures that moved by a third between runs on this 2-core VM; 200 within a tenth.
 */
const PROFILE_RENDERS = Number(process.env.BENCH_RENDERS ?? 200)
/** Sequential requests per CPU-per-request figure of a hit and of the static route. */
const HIT_SAMPLES = 500
/** autocannon threads; BENCH_WORKERS=0 runs the load generator on the main thread instead. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1)
/**
 * Rounds per page: each round measures the hit, the uncached render and the static route one after the other, in a
 * rotating order, and every row reports its median round. A single 3 s window moved a ratio by a fifth on this
 * 2-core VM when the machine's speed drifted between the rows it compares.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)

/** The visitors of the mix, per kind (25 / 55 / 15 / 5 %); each one has its own cookies. */
const MIX = [
  { kind: 'first visit', visitors: 10 },
  { kind: 'consented', visitors: 22 },
  { kind: 'with a cart', visitors: 6 },
  { kind: 'signed in', visitors: 2 },
] as const

/** BENCH_ONLY=mix: only the shopper mix (and the bodies it needs), for a quick look. */
const ONLY_MIX = process.env.BENCH_ONLY === 'mix'

// React and Vike pick their production code paths from process.env.NODE_ENV when first imported, so
// it is set before the app is loaded (dynamic import below); the production server sets it as well.
process.env.NODE_ENV ||= 'production'
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root) // startTestApp resolves dist/ against the working directory
if (!existsSync(resolve('dist/server/entry.mjs'))) {
  console.error('No production build in dist/: run "npm run bench" (builds first) or "npm run build".')
  process.exit(1)
}
const { startTestApp } = await import('../tests/helpers/test-app.js')
const { shopper } = await import('../tests/helpers/shopper.js')
const { DEMO_PASSWORD, demoEmail } = await import('../db/seed/demo/seed-accounts.js')
const { CONSENT_VERSION } = await import('../server/domain/analytics/consent.js')
const { sqliteClient } = await import('../db/client.js')

interface Row {
  page: string
  kind: 'cache hit' | 'uncached' | 'static'
  /** The median round by req/s. */
  result: Result
  /** req/s of every round, in the order measured. */
  rounds: number[]
}

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration, headers, ...(WORKERS > 0 ? { workers: WORKERS } : {}) })
}

/** One GET over a kept-alive connection (undici's global pool), its body read and dropped. */
async function httpGet(port: number, host: string, path: string): Promise<void> {
  const res = await request(`http://127.0.0.1:${port}${path}`, { headers: { host } })
  await res.body.dump()
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode}`)
}

/** Warm-up run (discarded), then the measured run. */
async function measure(page: string, kind: Row['kind'], url: string, headers: Record<string, string>): Promise<Result> {
  process.stderr.write(`${page} ${kind}: `)
  await load(url, headers, WARMUP_S)
  const result = await load(url, headers, DURATION_S)
  process.stderr.write(`${result.requests.average.toFixed(0)} req/s\n`)
  return result
}

/** ROUNDS rounds of the three rows of a page, each round starting with the next kind; one Row per kind. */
async function measureRounds(
  page: string,
  targets: { kind: Row['kind']; url: string; headers: Record<string, string> }[],
): Promise<Row[]> {
  const results = new Map<Row['kind'], Result[]>(targets.map((t) => [t.kind, []]))
  for (let round = 0; round < ROUNDS; round++)
    for (let k = 0; k < targets.length; k++) {
      const t = targets[(round + k) % targets.length]!
      results.get(t.kind)!.push(await measure(page, t.kind, t.url, t.headers))
    }
  return targets.map(({ kind }) => {
    const measured = results.get(kind)!
    const sorted = [...measured].sort((a, b) => a.requests.average - b.requests.average)
    return {
      page,
      kind,
      result: sorted[Math.floor((sorted.length - 1) / 2)]!,
      rounds: measured.map((r) => r.requests.average),
    }
  })
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((ok) => {
    const s = app.listen(0, '127.0.0.1', () => ok(s))
  })
}

const hrefs = (html: string, re: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).filter((h) => re.test(decodeURI(h)))

// Request logging on, as in production (pino serializes every line; the lines are dropped instead of kept).
const cached = await startTestApp({ NODE_ENV: 'production', PAGE_CACHE_MB: '64' }, { keepLogs: false })
const uncached = await startTestApp({ NODE_ENV: 'production', PAGE_CACHE_MB: '0' }, { keepLogs: false })
let staticServer: Server | undefined
try {
  const home = await uncached.request(HOST, '/')
  if (home.status !== 200) throw new Error(`GET / with Host ${HOST} returned ${home.status}, expected 200`)
  const first = (re: RegExp, what: string) => {
    const h = hrefs(home.text, re)[0]
    if (!h) throw new Error(`no ${what} link on the home page`)
    return encodeURI(decodeURI(h))
  }
  const landing = /<a class="banner" href="([^"]+)"/.exec(home.text)?.[1]
  if (!landing) throw new Error('no landing banner on the home page')
  const pages = [
    { name: 'home', path: '/' },
    { name: 'landing', path: encodeURI(decodeURI(landing)) },
    { name: 'design', path: first(/^\/design\/[^/]+\/\d+$/, 'design') },
    { name: 'tag', path: first(/^\/t\/[^/]+$/, 'tag') },
  ]
  const bodies: Buffer[] = []
  for (const p of pages) {
    const r = await uncached.request(HOST, p.path)
    if (r.status !== 200) throw new Error(`GET ${p.path} returned ${r.status}`)
    bodies.push(Buffer.from(r.text, 'utf8'))
    // Fill the cache; the second request must be a hit, or the cache row would measure renders.
    await cached.request(HOST, p.path)
    const hit = await cached.request(HOST, p.path)
    if (hit.headers['x-cache'] !== 'HIT')
      throw new Error(`GET ${p.path} on the cached app: X-Cache ${hit.headers['x-cache']}`)
  }

  // The baselines: same byte counts (the rendered pages themselves), no rendering, no middleware.
  const staticApp = express()
  staticApp.disable('x-powered-by')
  bodies.forEach((body, i) => staticApp.get(`/static/${i}`, (_req, res) => void res.type('html').send(body)))
  staticServer = await listen(staticApp)
  const staticPort = (staticServer.address() as AddressInfo).port

  console.log(
    `NODE_ENV=${process.env.NODE_ENV}, Node ${process.version}, ${CONNECTIONS} connections, ${WARMUP_S}s warm-up + ${DURATION_S}s per row and round, median of ${ROUNDS} rounds, load generator: ${WORKERS > 0 ? `${WORKERS} worker thread(s)` : 'main thread'}`,
  )
  const rows: Row[] = []
  for (const [i, p] of ONLY_MIX ? [] : pages.entries())
    rows.push(
      ...(await measureRounds(p.name, [
        { kind: 'cache hit', url: `http://127.0.0.1:${cached.port}${p.path}`, headers: { host: HOST } },
        { kind: 'uncached', url: `http://127.0.0.1:${uncached.port}${p.path}`, headers: { host: HOST } },
        {
          kind: 'static',
          url: `http://127.0.0.1:${staticPort}/static/${i}`,
          headers: { host: `127.0.0.1:${staticPort}` },
        },
      ])),
    )
  if (!ONLY_MIX) printTable(rows, pages, bodies)
  const mix = await measureShopperMix(
    cached,
    pages.map((p) => p.path),
    staticPort,
    bodies.map((_, i) => `/static/${i}`),
  )
  printMix(mix)

  // SQL statements run and CPU time per uncached render, the app alone (no load generator running).
  const counter = countStatements(sqliteClient(uncached.db))
  if (ONLY_MIX) pages.length = 0
  console.log()
  console.log('per uncached render (sequential, one request at a time):')
  for (const p of pages) {
    for (let i = 0; i < PROFILE_RENDERS; i++) await uncached.request(HOST, p.path)
    counter.reset()
    const cpu = process.cpuUsage()
    const t0 = performance.now()
    for (let i = 0; i < PROFILE_RENDERS; i++) await uncached.request(HOST, p.path)
    const used = process.cpuUsage(cpu)
    const wall = (performance.now() - t0) / PROFILE_RENDERS
    console.log(
      `  ${p.name.padEnd(8)} ${String(counter.count() / PROFILE_RENDERS).padStart(4)} SQL statements, ${((used.user + used.system) / 1000 / PROFILE_RENDERS).toFixed(2)} ms CPU (process, incl. the HTTP client), ${wall.toFixed(2)} ms wall  ${p.path}`,
    )
  }

  // CPU per request of a cache hit and of the static route (sequential; the load generator's share is out of it, the
  // HTTP client's is in both): the ratio the machine's load changes least.
  console.log()
  console.log('CPU per request, cache hit vs static route of the same bytes (sequential, incl. the HTTP client):')
  const cpuPer = async (port: number, host: string, path: string) => {
    for (let i = 0; i < 50; i++) await httpGet(port, host, path)
    const cpu = process.cpuUsage()
    for (let i = 0; i < HIT_SAMPLES; i++) await httpGet(port, host, path)
    const used = process.cpuUsage(cpu)
    return (used.user + used.system) / 1000 / HIT_SAMPLES
  }
  for (const [i, p] of pages.entries()) {
    const hit = await cpuPer(cached.port, HOST, p.path)
    const stat = await cpuPer(staticPort, `127.0.0.1:${staticPort}`, `/static/${i}`)
    console.log(
      `  ${p.name.padEnd(8)} hit ${hit.toFixed(3)} ms, static ${stat.toFixed(3)} ms: static / hit ${(stat / hit).toFixed(2)}`,
    )
  }

  const bad = [
    ...rows,
    ...mix.map((m) => ({ page: 'shopper mix', kind: m.kind, result: m.result, rounds: m.rounds })),
  ].filter(
    (r) =>
      r.rounds.length === 0 ||
      r.result.non2xx !== 0 ||
      r.result.errors !== 0 ||
      r.result.timeouts !== 0 ||
      r.result.requests.total === 0,
  )
  for (const r of bad)
    console.error(
      `FAIL ${r.page} ${r.kind}: non2xx=${r.result.non2xx} errors=${r.result.errors} timeouts=${r.result.timeouts} status codes=${JSON.stringify(r.result.statusCodeStats)}`,
    )
  process.exitCode = bad.length ? 1 : 0
} finally {
  if (staticServer) await new Promise((ok) => staticServer!.close(ok))
  await cached.close()
  await uncached.close()
}

interface MixRow {
  kind: string
  result: Result
  rounds: number[]
}

type App = Awaited<ReturnType<typeof startTestApp>>
type Kind = (typeof MIX)[number]['kind']

/** One visitor of a kind: the Cookie header its browser would send (none for a first visit). */
async function visitorCookie(app: App, kind: Kind, n: number): Promise<string | null> {
  if (kind === 'first visit') return null
  const s = await shopper(app, HOST)
  const answered = await s.post('/api/session', {
    isConsentGiven: true,
    isAnalyticsAccepted: n % 2 === 0,
    isAdsAccepted: false,
    consentVersion: CONSENT_VERSION,
  })
  if (answered.status !== 200) throw new Error(`consent answer: ${answered.status}`)
  if (kind === 'with a cart') {
    const added = await s.post('/cart/add', { articleId: 102, quantity: 1 + (n % 3) })
    if (added.status !== 200) throw new Error(`cart add: ${added.status}`)
  }
  if (kind === 'signed in') {
    const signed = await s.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)
    if (signed.status !== 200) throw new Error(`sign-in: ${signed.status}`)
  }
  return s.cookie
}

/**
 * ROUNDS rounds, taking turns: the mix (one load generator, 50 connections, each cycling through one list where every
 * page is asked by every visitor, the kinds interleaved in their shares), the static route cycling through the same
 * bodies, and each kind alone at 50 connections (its own figures; the load generator is one worker thread in every
 * row, so the rows compare).
 */
async function measureShopperMix(app: App, paths: string[], staticPort: number, staticPaths: string[]) {
  const cookies = new Map<Kind, (string | null)[]>()
  for (const m of MIX)
    cookies.set(m.kind, await Promise.all(Array.from({ length: m.visitors }, (_, n) => visitorCookie(app, m.kind, n))))
  const requestOf = (path: string, cookie: string | null) => ({
    method: 'GET',
    path,
    headers: { host: HOST, ...(cookie ? { cookie } : {}) },
  })
  const ofKind = (kind: Kind) => cookies.get(kind)!.flatMap((c) => paths.map((p) => requestOf(p, c)))
  // Interleaved: visitor n of every kind in turn, so any stretch of the list holds the kinds in their shares.
  const longest = Math.max(...MIX.map((m) => m.visitors))
  const mixed = paths.flatMap((p) =>
    Array.from({ length: longest }, (_, n) =>
      MIX.flatMap((m) => {
        const every = longest / m.visitors
        return n % every < 1 ? [requestOf(p, cookies.get(m.kind)![Math.floor(n / every)] ?? null)] : []
      }),
    ).flat(),
  )
  // Every kind's pages must come from the cache (fresh, or stale while it renders them again), with their own parts.
  for (const m of MIX)
    for (const r of ofKind(m.kind).slice(0, paths.length)) {
      const res = await app.request(HOST, r.path, { headers: r.headers })
      const state = String(res.headers['x-cache'])
      if (state !== 'HIT' && state !== 'STALE') throw new Error(`${m.kind} ${r.path}: X-Cache ${state}`)
    }
  const run =
    (port: number, requests: ReturnType<typeof requestOf>[] | { method: string; path: string }[]) =>
    async (duration: number) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        duration,
        requests,
        ...(WORKERS > 0 ? { workers: WORKERS } : {}),
      })
  const targets: { kind: string; run: (duration: number) => Promise<Result> }[] = [
    { kind: 'whole mix', run: run(app.port, mixed) },
    {
      kind: 'static',
      run: run(
        staticPort,
        staticPaths.map((path) => ({ method: 'GET', path })),
      ),
    },
    ...MIX.map((m) => ({ kind: `${m.kind} alone`, run: run(app.port, ofKind(m.kind)) })),
  ]
  const results = new Map<string, Result[]>(targets.map((t) => [t.kind, []]))
  for (let round = 0; round < ROUNDS; round++)
    for (let k = 0; k < targets.length; k++) {
      const t = targets[(round + k) % targets.length]!
      process.stderr.write(`shopper mix, ${t.kind}: `)
      await t.run(WARMUP_S)
      const r = await t.run(DURATION_S)
      results.get(t.kind)!.push(r)
      process.stderr.write(`${r.requests.average.toFixed(0)} req/s\n`)
    }
  return targets.map(({ kind }): MixRow => {
    const measured = results.get(kind)!
    const sorted = [...measured].sort((a, b) => a.requests.average - b.requests.average)
    return {
      kind,
      result: sorted[Math.floor((sorted.length - 1) / 2)]!,
      rounds: measured.map((r) => r.requests.average),
    }
  })
}

function printMix(rows: MixRow[]) {
  const stat = rows.find((r) => r.kind === 'static')!.result.requests.average
  const mix = rows.find((r) => r.kind === 'whole mix')!.result
  console.log()
  console.log(
    `shopper mix: ${CONNECTIONS} connections over ${MIX.map((m) => `${m.visitors} ${m.kind}`).join(', ')} visitors (their own cookies), cycling through the same pages`,
  )
  const header = ['visitors', 'req/s', 'p50 ms', 'p99 ms', '× static req/s', 'rounds req/s', 'errors']
  const lines = rows.map(({ kind, result: r, rounds }) => [
    kind,
    r.requests.average.toFixed(0),
    String(r.latency.p50),
    String(r.latency.p99),
    (r.requests.average / stat).toFixed(3),
    rounds.map((n) => n.toFixed(0)).join(' '),
    String(r.non2xx + r.errors + r.timeouts),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i < 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' │ ')
  console.log(fmt(header))
  console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'))
  for (const l of lines) console.log(fmt(l))
  console.log(
    `  targets: whole mix ≥ 0.5 × static req/s (${(mix.requests.average / stat).toFixed(3)}), p99 ≤ 50 ms (${mix.latency.p99} ms)`,
  )
}

/** Counts statement executions (all/get/run/iterate) on one better-sqlite3 connection. */
function countStatements(client: Database.Database) {
  let n = 0
  const proto = Object.getPrototypeOf(client.prepare('select 1')) as Record<string, unknown>
  for (const method of ['all', 'get', 'run', 'iterate']) {
    const original = proto[method] as (...args: unknown[]) => unknown
    proto[method] = function (this: unknown, ...args: unknown[]) {
      n++
      return original.apply(this, args)
    }
  }
  return { count: () => n, reset: () => void (n = 0) }
}

function printTable(rows: Row[], pages: { name: string; path: string }[], bodies: Buffer[]) {
  const header = [
    'page',
    'kind',
    'req/s',
    'p50 ms',
    'p99 ms',
    '× static req/s',
    'rounds req/s',
    'body bytes',
    'requests',
    'errors',
  ]
  const lines = rows.map(({ page, kind, result: r, rounds }) => {
    const i = pages.findIndex((p) => p.name === page)
    const stat = rows.find((x) => x.page === page && x.kind === 'static')!.result
    return [
      page,
      kind,
      r.requests.average.toFixed(0),
      String(r.latency.p50),
      String(r.latency.p99),
      (r.requests.average / stat.requests.average).toFixed(3),
      rounds.map((n) => n.toFixed(0)).join(' '),
      String(bodies[i]!.length),
      String(r.requests.total),
      String(r.non2xx + r.errors + r.timeouts),
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' │ ')
  console.log()
  console.log(fmt(header))
  console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'))
  for (const l of lines) console.log(fmt(l))
}
