import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseEnv } from '../../server/env.js'
import { tablesOf } from '../../db/client.js'
import { findShopSession } from '../../db/queries/shop-sessions.js'
import { cookieValue, startTestApp, type TestApp } from '../helpers/test-app.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ SESSION_PROVIDER: 'server' })
})
afterAll(() => app.close())

const HOST = 'wpx-pt.localhost'
const post = (cookie: string, body: unknown) =>
  app.request(HOST, '/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://${HOST}`, cookie: `shop_session=${cookie}` },
    body: JSON.stringify(body),
  })

test('an unknown session provider stops the server with the spec’s message', () => {
  expect(() => parseEnv({ SESSION_PROVIDER: 'redis' })).toThrow('Session provider it`s invalid')
})

test('server mode: the cookie seals only the id; data lives in SQLite and survives across requests', async () => {
  const first = await app.request(HOST, '/api/session')
  const cookie = cookieValue(first.setCookies, 'shop_session')!
  expect(cookie).toMatch(/^Fe26\.2\*/)

  const saved = await post(cookie, {
    session: { isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: true, consentVersion: '7' },
  })
  expect(saved.status).toBe(200)
  expect(saved.setCookies).toEqual([]) // same cookie, new data on the server

  const read = await app.request(HOST, '/api/session', { headers: { cookie: `shop_session=${cookie}` } })
  expect(read.json()).toMatchObject({ isConsentGiven: true, consentVersion: '7' })

  const { shopSessions } = tablesOf(app.db)
  const rows = await app.db.select({ id: shopSessions.id, data: shopSessions.data }).from(shopSessions)
  const row = rows.find((r) => (r.data as { consentVersion?: string }).consentVersion === '7')!
  expect((await findShopSession(app.db, row.id))?.data).toMatchObject({ isAnalyticsAccepted: true })
})

test('server mode: a session whose row is gone, or a forged cookie, starts fresh', async () => {
  const cookie = cookieValue((await app.request(HOST, '/api/session')).setCookies, 'shop_session')!
  await post(cookie, { screenWidth: 800, screenHeight: 600, screenDevicePixelRatio: 1 })
  await app.db.delete(tablesOf(app.db).shopSessions)
  const after = await app.request(HOST, '/api/session', { headers: { cookie: `shop_session=${cookie}` } })
  expect(after.json()).toMatchObject({ screenWidth: null })
  expect(cookieValue(after.setCookies, 'shop_session')).not.toBe(cookie)
  const forged = await app.request(HOST, '/api/session', { headers: { cookie: 'shop_session=Fe26.2*t2*x*y*z**a*b' } })
  expect(forged.status).toBe(200)
})
