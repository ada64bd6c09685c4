import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Issue 33 item 5: the request context is built once per request; nothing downstream asks the registry again.
let app: TestApp
let resolved: string[] = []
beforeAll(async () => {
  // With the page cache on, so its front door and the pipeline behind it both read the one context.
  app = await startTestApp({ PAGE_CACHE_MB: '16' })
  const real = app.registry.resolve.bind(app.registry)
  app.registry.resolve = (host) => {
    resolved.push(String(host))
    return real(host)
  }
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'

async function resolvesFor(request: () => Promise<{ status: number }>, status: number): Promise<number> {
  resolved = []
  const res = await request()
  expect(res.status).toBe(status)
  return resolved.length
}

describe('the tenant is resolved once per request', () => {
  test('a page rendered, then served from the page cache', async () => {
    expect(await resolvesFor(() => app.request(HOST, '/'), 200)).toBe(1)
    expect(await resolvesFor(() => app.request(HOST, '/'), 200)).toBe(1)
  })
  test('a page of a secondary language and an unknown path', async () => {
    expect(await resolvesFor(() => app.request(`de.${HOST}`, '/rechtliches/impressum'), 200)).toBe(1)
    expect(await resolvesFor(() => app.request(HOST, '/no-such-page'), 404)).toBe(1)
  })
  test('an API call and the page version', async () => {
    expect(await resolvesFor(() => app.request(HOST, '/api/session'), 200)).toBe(1)
    expect(await resolvesFor(() => app.request(HOST, '/_page-version'), 200)).toBe(1)
  })
  test('an unknown host is asked once and answered 404', async () => {
    expect(await resolvesFor(() => app.request('unknown.example', '/'), 404)).toBe(1)
  })
})
