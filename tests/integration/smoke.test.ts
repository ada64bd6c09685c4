import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

test('home page of WPX-ES renders in Spanish', async () => {
  const res = await app.request('wpx-es.localhost', '/')
  expect(res.status).toBe(200)
  expect(res.text).toContain('lang="es-ES"')
})

test('icons are inline SVG from the bundle, hidden from screen readers; nothing is fetched from an icon service', async () => {
  const res = await app.request('wpx-es.localhost', '/')
  expect(res.text).toMatch(/<svg class="icon icon-cart"[^>]*aria-hidden="true"/)
  expect(res.text).toMatch(/<svg class="icon icon-search"/)
  expect(res.text).not.toMatch(/iconify|icons?\.[a-z]+\.(com|io|net)/i)
})
