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
