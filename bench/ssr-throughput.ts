/**
 * SSR throughput of the home page against a static baseline of the same size, side by side in one run.
 *
 * Both servers live in this process: the real app (production Vike build, fresh seeded SQLite, via
 * tests/helpers/test-app.ts) and a bare Express server that answers with the bytes of one rendered home
 * page. autocannon fires from a worker thread so that the load generator does not share the event loop
 * with the servers it measures. Run with `npm run bench` (builds first) or `NODE_ENV=production node scripts/run.js ts bench/ssr-throughput.ts`.
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import autocannon, { type Result } from 'autocannon'

const HOST = 'wpx-es.localhost'
const CONNECTIONS = 50
const WARMUP_S = 2
const DURATION_S = 10
/** autocannon threads; BENCH_WORKERS=0 runs the load generator on the main thread instead. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1)

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

interface Row {
  route: string
  bodyBytes: number
  result: Result
}

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Result> {
  return autocannon({ url, connections: CONNECTIONS, duration, headers, ...(WORKERS > 0 ? { workers: WORKERS } : {}) })
}

/** Warm-up run (discarded), then the measured run. */
async function measure(route: string, url: string, headers: Record<string, string>, bodyBytes: number): Promise<Row> {
  process.stderr.write(`${route}: warm-up ${WARMUP_S}s… `)
  await load(url, headers, WARMUP_S)
  process.stderr.write(`measuring ${DURATION_S}s… `)
  const result = await load(url, headers, DURATION_S)
  process.stderr.write('done\n')
  return { route, bodyBytes, result }
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((ok) => {
    const s = app.listen(0, '127.0.0.1', () => ok(s))
  })
}

const app = await startTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' })
let staticServer: Server | undefined
try {
  // Two SSR pages: the home page and a catalog list page (a tag with a full page of designs).
  const home = await app.request(HOST, '/')
  if (home.status !== 200) throw new Error(`GET / with Host ${HOST} returned ${home.status}, expected 200`)
  const rawList = /href="(\/t\/[^"]+)"/.exec(home.text)?.[1]
  const listPath = rawList && encodeURI(rawList)
  if (!listPath) throw new Error('no tag list link on the home page')
  const list = await app.request(HOST, listPath)
  if (list.status !== 200) throw new Error(`GET ${listPath} returned ${list.status}`)
  const bodies = [Buffer.from(home.text, 'utf8'), Buffer.from(list.text, 'utf8')]

  // The baselines: same byte counts (the rendered pages themselves), no rendering, no middleware.
  const staticApp = express()
  staticApp.disable('x-powered-by')
  bodies.forEach((body, i) => staticApp.get(`/static/${i}`, (_req, res) => void res.type('html').send(body)))
  staticServer = await listen(staticApp)
  const staticPort = (staticServer.address() as AddressInfo).port

  console.log(
    `NODE_ENV=${process.env.NODE_ENV}, Node ${process.version}, ${CONNECTIONS} connections, ${WARMUP_S}s warm-up + ${DURATION_S}s per route, load generator: ${WORKERS > 0 ? `${WORKERS} worker thread(s)` : 'main thread'}`,
  )
  const rows: Row[] = []
  for (const [i, path] of ['/', listPath].entries()) {
    rows.push(
      await measure(
        `SSR ${path.slice(0, 24)}`,
        `http://127.0.0.1:${app.port}${path}`,
        { host: HOST },
        bodies[i]!.length,
      ),
    )
    rows.push(
      await measure(
        `static same-size #${i}`,
        `http://127.0.0.1:${staticPort}/static/${i}`,
        { host: `127.0.0.1:${staticPort}` },
        bodies[i]!.length,
      ),
    )
  }
  printTable(rows)
  for (let i = 0; i < rows.length; i += 2) {
    const [ssr, stat] = [rows[i]!, rows[i + 1]!]
    const rps = ssr.result.requests.average / stat.result.requests.average
    const p99 = ssr.result.latency.p99 / stat.result.latency.p99
    console.log(
      `${ssr.route} / static: req/s ${rps.toFixed(3)} (${(rps * 100).toFixed(1)}% of the static rate), p99 ${p99.toFixed(2)}×`,
    )
  }

  const bad = rows.filter(
    (r) => r.result.non2xx !== 0 || r.result.errors !== 0 || r.result.timeouts !== 0 || r.result.requests.total === 0,
  )
  for (const r of bad)
    console.error(
      `FAIL ${r.route}: non2xx=${r.result.non2xx} errors=${r.result.errors} timeouts=${r.result.timeouts} status codes=${JSON.stringify(r.result.statusCodeStats)}`,
    )
  process.exitCode = bad.length ? 1 : 0
} finally {
  if (staticServer) await new Promise((ok) => staticServer!.close(ok))
  await app.close()
}

function printTable(rows: Row[]) {
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'body bytes',
    'bytes/resp',
    'MB/s',
    'requests',
    'non2xx',
    'errors',
  ]
  const lines = rows.map(({ route, bodyBytes, result: r }) => [
    route,
    r.requests.average.toFixed(1),
    String(r.latency.p50),
    String(r.latency.p99),
    String(bodyBytes),
    // Headers included: the app sends security headers and a session cookie the baseline does not.
    r.requests.total ? String(Math.round(r.throughput.total / r.requests.total)) : '-',
    (r.throughput.average / 1e6).toFixed(2),
    String(r.requests.total),
    String(r.non2xx),
    String(r.errors + r.timeouts),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' │ ')
  console.log()
  console.log(fmt(header))
  console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'))
  for (const l of lines) console.log(fmt(l))
}
