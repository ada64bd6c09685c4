/**
 * Orders placed per second, then a correctness check of everything that was written.
 *
 * N shoppers (each its own shop session) fill their cart and checkout steps 1-3 first (not timed). Then every
 * shopper submits step 4 over HTTP, CONCURRENCY at a time, each submission sent twice at once with the same
 * idempotency key (a double click), from a worker thread (the shoppers' browsers do not share the shop's event loop).
 * BENCH_ORDERS_WARMUP shoppers (default 200) order the same way first, untimed. Figures: orders/s and submissions/s,
 * p50/p95 latency. Afterwards the run must
 * show exactly N orders, one payment each, totals equal to their lines plus shipping, and no cart left.
 * Run with `npm run bench` or `NODE_ENV=production node scripts/run.js ts bench/orders.ts` (needs a production build in dist/).
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Timed orders. 400 (under a second of load) moved the figure by a seventh between runs on this 2-core VM; 2000 (about
 * 4 s, 40 s with the preparation) within a few per cent.
 */
const SHOPPERS = Number(process.env.BENCH_ORDERS ?? 2000)
/** Orders placed the same way first and not timed (JIT, statement caches), as the other benches warm up. */
const WARMUP = Number(process.env.BENCH_ORDERS_WARMUP ?? 200)
const CONCURRENCY = 16

process.env.NODE_ENV ||= 'production'
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
if (!existsSync(resolve('dist/server/entry.mjs'))) {
  console.error('No production build in dist/: run "npm run bench" (builds first) or "npm run build".')
  process.exit(1)
}
const { startTestApp } = await import('../tests/helpers/test-app.js')
const { orderProblems, percentile, placeOrdersFromWorker, prepareShoppers } = await import('./order-flow.js')

const app = await startTestApp()
try {
  const ready = await prepareShoppers(app, WARMUP + SHOPPERS)
  const warm = await placeOrdersFromWorker(app.port, ready.slice(0, WARMUP), CONCURRENCY)
  const run = await placeOrdersFromWorker(app.port, ready.slice(WARMUP), CONCURRENCY)
  // Correctness after the run, over every order placed (warm-up included).
  const problems = await orderProblems(app.db, WARMUP + SHOPPERS, {
    ...run,
    orderIds: [...warm.orderIds, ...run.orderIds],
  })
  const pct = (p: number) => percentile(run, p).toFixed(1)
  console.log(
    `\nPlacing orders over HTTP (${SHOPPERS} shoppers after ${WARMUP} untimed, ${CONCURRENCY} at a time, every submit doubled with one idempotency key, client in a worker thread)`,
  )
  console.log(`  orders/s        ${(SHOPPERS / run.seconds).toFixed(0).padStart(8)}`)
  console.log(
    `  submissions/s   ${((SHOPPERS * 2) / run.seconds).toFixed(0).padStart(8)}   (duplicates answered with the same order)`,
  )
  console.log(`  latency p50     ${pct(50).padStart(8)} ms   p95 ${pct(95)} ms (pair of submissions)`)
  console.log(
    `  correctness     ${problems.length === 0 ? `ok: ${WARMUP + SHOPPERS} orders, 1 payment each, totals add up, no cart left` : `FAILED\n    ${problems.slice(0, 10).join('\n    ')}`}`,
  )
  if (problems.length) process.exitCode = 1
} finally {
  await app.close()
}
