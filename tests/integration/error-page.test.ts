import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

test('an internal failure while rendering shows the plain 500 view, logged, never a stack trace', async () => {
  const real = app.registry.resolve.bind(app.registry)
  // Simulate a broken dependency: reading the brand's legal data throws inside a page's data hook.
  app.registry.resolve = async (host) => {
    const t = await real(host)
    if (!t) return t
    const legal = {
      ...t.brand.legal,
      get vatId(): string {
        throw new Error('legal data store unavailable')
      },
    }
    return { ...t, brand: { ...t.brand, legal } }
  }
  try {
    const res = await app.request('de.wpx-es.localhost', '/rechtliches/impressum')
    expect(res.status).toBe(500)
    expect(/<title>([^<]*)<\/title>/.exec(res.text)?.[1]).toBe('500 Error')
    expect(res.text).toContain('data-testid="error-plain"')
    expect(res.text).not.toContain('class="layout-master"')
    expect(res.text).toMatch(/<a href="\/" class="btn btn-primary">[^<]+<\/a>/)
    expect(res.text).toMatch(/<a href="" class="btn btn-secondary">[^<]+<\/a>/)
    expect(res.text).not.toContain('legal data store unavailable')
    expect(res.text).toContain('lang="de-DE"')
    expect(app.logs.some((l) => l.level === 50 && JSON.stringify(l).includes('legal data store unavailable'))).toBe(
      true,
    )
  } finally {
    app.registry.resolve = real
  }
})

test('a failure before the page renderer answers a plain HTML 500 page to browsers and JSON to API clients', async () => {
  const real = app.registry.resolve.bind(app.registry)
  app.registry.resolve = () => {
    throw new Error('tenant store unavailable')
  }
  try {
    const page = await app.request('wpx-es.localhost', '/', { headers: { accept: 'text/html' } })
    expect(page.status).toBe(500)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.text).toContain('<title>500 Error</title>')
    expect(page.text).not.toContain('tenant store unavailable')
    const api = await app.request('wpx-es.localhost', '/api/session')
    expect(api.status).toBe(500)
    expect(api.json()).toEqual({ error: { code: 'internal', message: 'Internal error' } })
  } finally {
    app.registry.resolve = real
  }
})
