import { expect } from 'vitest'
import { request } from 'undici'
import type { Db } from '../../db/client.js'
import * as oq from '../../db/queries/orders.js'
import { createApiKey } from '../../server/services/orders/api-keys.js'
import { moveOrder } from '../../server/services/orders/move-order.js'
import { ES_ADDRESS } from './addresses.js'
import { readyToPlace, type Shopper } from './shopper.js'
import { TEST_NOW, type TestApp } from './test-app.js'

/**
 * What the print-file tests share: an order placed through the checkout's four steps and paid, and the factory's
 * orders API (decision 046, 054) under a brand's key.
 */

/** Places the shopper's cart through checkout steps 1-4 (Spanish address, bank transfer); the order's public id. */
export async function placeOrder(s: Shopper, email: string): Promise<string> {
  const ready = await readyToPlace(s, email, ES_ADDRESS, { shipment: { mode: 'ADDRESS', carrier: 'CORREOS' } })
  const placed = await s.post('/checkout/place', { ...ready, paymentMethod: 'BANK_TRANSFER', acceptTerms: true })
  expect(placed.status).toBe(200)
  return placed.json<{ order: string }>().order
}

/** Moves the order to paid (status 0), as the payment's confirmation does; the order and the move's result. */
export async function payOrder(db: Db, publicId: string) {
  const order = (await oq.findOrderByPublicId(db, publicId))!
  return { order, moved: await moveOrder(db, order.id, { to: 0, actor: 'test:payment' }, TEST_NOW) }
}

/** A GET of the factory's orders API (`/api/v1/orders<path>`) with a new key of the brand. */
export async function factoryApi(app: TestApp, host = 'wpx-es.localhost', brandSlug = 'WPX-ES') {
  const created = await createApiKey(app.db, { name: 'factory-es', brandSlug }, TEST_NOW)
  if (!created.ok) throw new Error(created.error)
  const key = created.key
  return async (path: string) => {
    const res = await request(`http://127.0.0.1:${app.port}/api/v1/orders${path}`, {
      headers: { host, authorization: `Bearer ${key}` },
    })
    return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) }
  }
}
