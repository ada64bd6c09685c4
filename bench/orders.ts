/**
 * Orders placed per second, then a correctness check of everything that was written.
 *
 * N shoppers (each its own shop session) fill their cart and checkout steps 1-3 first (not timed). Then every
 * shopper submits step 4 over HTTP, CONCURRENCY at a time, each submission sent twice at once with the same
 * idempotency key (a double click). Figures: orders/s and submissions/s, p50/p95 latency. Afterwards the run must
 * show exactly N orders, one payment each, totals equal to their lines plus shipping, and no cart left.
 * Run with `npm run bench` or `NODE_ENV=production node scripts/run.js ts bench/orders.ts` (needs a production build in dist/).
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const SHOPPERS = Number(process.env.BENCH_ORDERS ?? 400)
const CONCURRENCY = 16
const HOST = 'wpx-es.localhost'

process.env.NODE_ENV ||= 'production'
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
if (!existsSync(resolve('dist/server/entry.mjs'))) {
  console.error('No production build in dist/: run "npm run bench" (builds first) or "npm run build".')
  process.exit(1)
}
const { startTestApp } = await import('../tests/helpers/test-app.js')
const { shopper } = await import('../tests/helpers/shopper.js')
const oq = await import('../db/queries/orders.js')

const app = await startTestApp()
try {
  const ready: { s: Awaited<ReturnType<typeof shopper>>; cartId: string; key: string }[] = []
  for (let i = 0; i < SHOPPERS; i++) {
    const s = await shopper(app, HOST)
    await s.post('/cart/add', { articleId: 102 + (i % 3), quantity: 1 + (i % 4) })
    await s.post('/checkout/contact', { email: `bench${i}@example.es`, customerType: 'PERSON' })
    await s.post('/checkout/address', {
      firstName: 'Bench',
      lastName: `Shopper ${i}`,
      street: 'Calle Mayor 1',
      postalCode: '28013',
      city: 'Madrid',
      phone: '612 345 678',
    })
    await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'GLS' })
    const page = (await s.page('/checkout?step=4')).text
    const hidden = (n: string) => new RegExp(`name="${n}" value="([^"]*)"`).exec(page)![1]!
    ready.push({ s, cartId: hidden('cartId'), key: hidden('idempotencyKey') })
  }

  const latencies: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ready.length) {
        const r = ready[next++]!
        const t0 = performance.now()
        const body = { cartId: r.cartId, idempotencyKey: r.key, paymentMethod: 'CARD', acceptTerms: true }
        const [a, b] = await Promise.all([r.s.post('/checkout/place', body), r.s.post('/checkout/place', body)])
        latencies.push(performance.now() - t0)
        if (
          a.status !== 200 ||
          b.status !== 200 ||
          a.json<{ order: string }>().order !== b.json<{ order: string }>().order
        )
          throw new Error(`shopper ${next}: ${a.status}/${b.status}`)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000

  // Correctness after the run.
  const orders = oq.listOrders(app.db, { brandSlug: 'WPX-ES', statuses: null, limit: SHOPPERS * 3, afterId: 0 })
  const problems: string[] = []
  if (orders.length !== SHOPPERS) problems.push(`${orders.length} orders for ${SHOPPERS} shoppers`)
  for (const o of orders) {
    const lines = oq.orderLineRows(app.db, o.id)
    const sum = lines.reduce((s, l) => s + l.lineTotalMinor, 0)
    if (sum !== o.subtotalMinor || o.totalMinor !== o.subtotalMinor - o.discountMinor + o.shippingMinor)
      problems.push(`order ${o.id}: totals do not add up`)
    if (oq.paymentsOfOrder(app.db, o.id).length !== 1)
      problems.push(`order ${o.id}: ${oq.paymentsOfOrder(app.db, o.id).length} payments`)
  }
  const carts = (app.db.$client.prepare('SELECT count(*) AS n FROM cart_lines').get() as { n: number }).n
  if (carts !== 0) problems.push(`${carts} cart lines left`)

  latencies.sort((x, y) => x - y)
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1)
  console.log(
    `\nPlacing orders over HTTP (${SHOPPERS} shoppers, ${CONCURRENCY} at a time, every submit doubled with one idempotency key)`,
  )
  console.log(`  orders/s        ${(SHOPPERS / seconds).toFixed(0).padStart(8)}`)
  console.log(
    `  submissions/s   ${((SHOPPERS * 2) / seconds).toFixed(0).padStart(8)}   (duplicates answered with the same order)`,
  )
  console.log(`  latency p50     ${pct(50).padStart(8)} ms   p95 ${pct(95)} ms (pair of submissions)`)
  console.log(
    `  correctness     ${problems.length === 0 ? `ok: ${SHOPPERS} orders, 1 payment each, totals add up, no cart left` : `FAILED\n    ${problems.slice(0, 10).join('\n    ')}`}`,
  )
  if (problems.length) process.exitCode = 1
} finally {
  await app.close()
}
