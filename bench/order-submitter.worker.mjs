// The timed part of bench/orders.ts in a worker thread: every shopper's step-4 submission sent twice at once with
// its idempotency key, `concurrency` shoppers at a time. In its own thread the HTTP client does not take CPU from the
// event loop it measures (in production the shoppers' browsers are elsewhere too). Plain JavaScript: a worker is
// started by Node itself, without the Vite transform that runs the benches' TypeScript.
import { parentPort, workerData } from 'node:worker_threads'
import { request } from 'undici'

const { port, host, shoppers, concurrency } = workerData

async function submit(shopper) {
  const res = await request(`http://127.0.0.1:${port}/checkout/place`, {
    method: 'POST',
    headers: {
      host,
      cookie: shopper.cookie,
      origin: `http://${host}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(shopper.body),
  })
  return { status: res.statusCode, text: await res.body.text() }
}

const latencies = []
const orderIds = []
let next = 0
const started = performance.now()
try {
  await Promise.all(
    Array.from({ length: Math.min(shoppers.length, concurrency) }, async () => {
      while (next < shoppers.length) {
        const i = next++
        const t0 = performance.now()
        const [a, b] = await Promise.all([submit(shoppers[i]), submit(shoppers[i])])
        latencies.push(performance.now() - t0)
        const order = (r) => (r.status === 200 ? JSON.parse(r.text).order : undefined)
        if (a.status !== 200 || b.status !== 200 || order(a) !== order(b))
          throw new Error(
            `shopper ${i}: POST /checkout/place twice with one idempotency key answered ${a.status} ${a.text.slice(0, 300)} / ${b.status} ${b.text.slice(0, 300)}`,
          )
        orderIds.push(order(a))
      }
    }),
  )
  latencies.sort((x, y) => x - y)
  parentPort.postMessage({ seconds: (performance.now() - started) / 1000, latencies, orderIds })
} catch (error) {
  parentPort.postMessage({ error: String(error?.stack ?? error) })
}
