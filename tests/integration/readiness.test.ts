import { afterAll, beforeAll, expect, test } from 'vitest'
import { closeDb } from '../../db/client.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// /readyz says whether this instance should get traffic; /healthz only whether it is alive (decision 020).
let app: TestApp
let draining = false
beforeAll(async () => {
  app = await startTestApp({}, { draining: () => draining })
})
afterAll(() => app.close())

test('ready while serving; 503 while draining for shutdown, when /healthz still answers', async () => {
  const ready = await app.request('wpx-es.localhost', '/readyz')
  expect(ready.status).toBe(200)
  expect(ready.json()).toEqual({ status: 'ready' })
  expect(ready.headers['cache-control']).toBe('no-store')
  draining = true
  const drained = await app.request('wpx-es.localhost', '/readyz')
  expect(drained.status).toBe(503)
  expect(drained.json()).toEqual({ status: 'unavailable', reason: 'draining' })
  expect((await app.request('wpx-es.localhost', '/healthz')).status).toBe(200)
  draining = false
  // Any host: a load balancer probes by address.
  expect((await app.request('10.0.0.7:3000', '/readyz')).status).toBe(200)
})

test('503 when the database cannot be read', async () => {
  await closeDb(app.db)
  const res = await app.request('wpx-es.localhost', '/readyz')
  expect(res.status).toBe(503)
  expect(res.json()).toEqual({ status: 'unavailable', reason: 'database' })
})
