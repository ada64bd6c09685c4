/**
 * The order benchmark's shopper flow and its correctness check, shared by bench/orders.ts (in-process test app) and
 * bench/engines.ts (real server processes on SQLite and PostgreSQL).
 */
import { Worker } from 'node:worker_threads'
import { count } from 'drizzle-orm'
import { tablesOf, type Db } from '../db/client.js'
import * as oq from '../db/queries/orders.js'
import { shopper, type Shopper } from '../tests/helpers/shopper.js'
import type { TestApp } from '../tests/helpers/test-app.js'

export const ORDER_HOST = 'wpx-es.localhost'
const BRAND = 'WPX-ES'

export interface ReadyShopper {
  s: Shopper
  cartId: string
  key: string
}

/** Runs `work(i)` for i in 0..n-1, `concurrency` at a time. */
async function pool(n: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(n, concurrency) }, async () => {
      while (next < n) await work(next++)
    }),
  )
}

/**
 * `n` shoppers (each its own shop session) with a filled cart and checkout steps 1-3 done, each holding the cart id
 * and idempotency key of its step-4 form. Not timed.
 */
export async function prepareShoppers(
  app: Pick<TestApp, 'request'>,
  n: number,
  concurrency = 1,
): Promise<ReadyShopper[]> {
  const ready: ReadyShopper[] = new Array<ReadyShopper>(n)
  await pool(n, concurrency, async (i) => {
    const s = await shopper(app, ORDER_HOST)
    const steps = [
      await s.post('/cart/add', { articleId: 102 + (i % 3), quantity: 1 + (i % 4) }),
      await s.post('/checkout/contact', { email: `bench${i}@example.es`, customerType: 'PERSON' }),
      await s.post('/checkout/address', {
        firstName: 'Bench',
        lastName: `Shopper ${i}`,
        street: 'Calle Mayor 1',
        postalCode: '28013',
        city: 'Madrid',
        phone: '612 345 678',
      }),
      await s.post('/checkout/shipment', { mode: 'ADDRESS', carrier: 'GLS' }),
    ]
    const failed = steps.find((r) => r.status !== 200)
    if (failed) throw new Error(`shopper ${i}: checkout step answered ${failed.status}: ${failed.text.slice(0, 300)}`)
    const page = (await s.page('/checkout?step=4')).text
    const hidden = (name: string) => {
      const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(page)?.[1]
      if (!value) throw new Error(`shopper ${i}: no ${name} on the step-4 page`)
      return value
    }
    ready[i] = { s, cartId: hidden('cartId'), key: hidden('idempotencyKey') }
  })
  return ready
}

export interface OrderRun {
  seconds: number
  /** Milliseconds per pair of submissions, sorted. */
  latencies: number[]
  /** The order each shopper got (both submissions answered the same one). */
  orderIds: string[]
}

/**
 * Every shopper submits step 4, `concurrency` at a time, each submission sent twice at once with the same idempotency
 * key (a double click). Throws on any answer other than 200 or when the two answers name different orders.
 */
export async function placeOrders(ready: ReadyShopper[], concurrency: number): Promise<OrderRun> {
  const latencies: number[] = []
  const orderIds: string[] = []
  const started = performance.now()
  await pool(ready.length, concurrency, async (i) => {
    const r = ready[i]!
    const t0 = performance.now()
    const body = { cartId: r.cartId, idempotencyKey: r.key, paymentMethod: 'CARD', acceptTerms: true }
    const [a, b] = await Promise.all([r.s.post('/checkout/place', body), r.s.post('/checkout/place', body)])
    latencies.push(performance.now() - t0)
    const order = (res: typeof a) => (res.status === 200 ? res.json<{ order: string }>().order : undefined)
    if (a.status !== 200 || b.status !== 200 || order(a) !== order(b))
      throw new Error(
        `shopper ${i}: POST /checkout/place twice with one idempotency key answered ${a.status} ${a.text.slice(0, 300)} / ${b.status} ${b.text.slice(0, 300)}`,
      )
    orderIds.push(order(a)!)
  })
  latencies.sort((x, y) => x - y)
  return { seconds: (performance.now() - started) / 1000, latencies, orderIds }
}

/**
 * placeOrders with the HTTP client in a worker thread (bench/order-submitter.worker.mjs): the same doubled
 * submissions and checks, while the app's event loop runs the shop alone. For an app in this process (bench/orders.ts).
 */
export function placeOrdersFromWorker(port: number, ready: ReadyShopper[], concurrency: number): Promise<OrderRun> {
  const shoppers = ready.map((r) => ({
    cookie: r.s.cookie,
    body: { cartId: r.cartId, idempotencyKey: r.key, paymentMethod: 'CARD', acceptTerms: true },
  }))
  const worker = new Worker(new URL('./order-submitter.worker.mjs', import.meta.url), {
    workerData: { port, host: ORDER_HOST, shoppers, concurrency },
  })
  return new Promise((done, fail) => {
    worker.once('message', (m: OrderRun | { error: string }) => {
      void worker.terminate()
      if ('error' in m) fail(new Error(m.error))
      else done(m)
    })
    worker.once('error', fail)
  })
}

/** The latency percentile `p` of a run, in ms. */
export function percentile(run: OrderRun, p: number): number {
  return run.latencies[Math.min(run.latencies.length - 1, Math.floor((p / 100) * run.latencies.length))]!
}

/**
 * What is wrong with the database after `n` shoppers each placed one order: the count of orders, one payment each,
 * totals equal to their lines plus shipping (less discount), no order twice (cart or answered order id), no cart left.
 * Empty when all is well.
 */
export async function orderProblems(db: Db, n: number, run?: OrderRun): Promise<string[]> {
  const orders = await oq.listOrders(db, { brandSlug: BRAND, statuses: null, limit: n * 3, afterId: 0 })
  const problems: string[] = []
  if (orders.length !== n) problems.push(`${orders.length} orders for ${n} shoppers`)
  const carts = new Set(orders.map((o) => o.cartId))
  if (carts.size !== orders.length) problems.push(`${orders.length - carts.size} carts with more than one order`)
  if (run) {
    const answered = new Set(run.orderIds)
    if (answered.size !== run.orderIds.length)
      problems.push(`${run.orderIds.length - answered.size} shoppers were answered another shopper's order`)
  }
  for (const o of orders) {
    const lines = await oq.orderLineRows(db, o.id)
    const sum = lines.reduce((s, l) => s + l.lineTotalMinor, 0)
    if (lines.length === 0) problems.push(`order ${o.id}: no lines`)
    if (sum !== o.subtotalMinor || o.totalMinor !== o.subtotalMinor - o.discountMinor + o.shippingMinor)
      problems.push(`order ${o.id}: totals do not add up`)
    const payments = await oq.paymentsOfOrder(db, o.id)
    if (payments.length !== 1)
      problems.push(
        `order ${o.id}: ${payments.length} payments (${payments.map((p) => `${p.id} ${p.status} ref ${p.providerRef ?? 'none'} at ${p.createdAt}`).join('; ')})`,
      )
  }
  const { cartLines } = tablesOf(db)
  const left = (await db.select({ n: count() }).from(cartLines))[0]?.n ?? 0
  if (left !== 0) problems.push(`${left} cart lines left`)
  return problems
}
