import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const get = (path: string) => app.request('wpx-es.localhost', path)

test('general locale data: every message of the language, immutable for the running build', async () => {
  const res = await get('/_locales/general/de-DE/data.json?v=test-build')
  expect(res.status).toBe(200)
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  const body = res.json<{ locale: string; version: string; messages: Record<string, string> }>()
  expect(body).toMatchObject({ locale: 'de', version: 'test-build' })
  expect(body.messages.Cart).toBe('Warenkorb')
  expect(Object.keys(body.messages).length).toBeGreaterThan(100)
  expect((await get('/_locales/general/de/data.json?v=old-build')).headers['cache-control']).toBe('no-cache')
})

test('route locale data: only the messages of that page', async () => {
  const res = await get('/_locales/es/offers/data.json')
  expect(res.status).toBe(200)
  const messages = res.json<{ messages: Record<string, string> }>().messages
  expect(messages['There are no offers right now. Come back soon!']).toMatch(/ofertas/i)
  expect(messages.Cart).toBeUndefined()
})

test('unknown locale or route, and bad version, are clear 4xx', async () => {
  expect((await get('/_locales/general/xx/data.json')).status).toBe(404)
  expect((await get('/_locales/es/no-such-page/data.json')).status).toBe(404)
  expect((await get('/_locales/es/..%2F..%2Fetc/data.json')).status).toBe(404)
  const bad = await get('/_locales/general/es/data.json?v=%3Cscript%3E')
  expect(bad.status).toBe(400)
  expect(bad.json<{ error: { message: string } }>().error.message).toMatch(/build id/)
})
