import { describe, expect, it } from 'vitest'
import { createPageCache, weakEtag, type CachedPage } from './page-cache.js'

const page = (body: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html;charset=utf-8']],
  body,
  etag: weakEtag(body),
})

describe('page cache', () => {
  it('is fresh, then stale (served while one render replaces it), then gone', async () => {
    let t = 0
    const cache = createPageCache({ maxBytes: 1e6, freshMs: 60_000, staleMs: 300_000, now: () => t })
    await cache.fill('k', async () => page('v1'))
    expect(cache.lookup('k')).toMatchObject({ state: 'fresh', page: { body: 'v1' } })
    t = 60_000
    expect(cache.lookup('k')).toMatchObject({ state: 'stale', page: { body: 'v1' } })
    await cache.fill('k', async () => page('v2'))
    expect(cache.lookup('k')).toMatchObject({ state: 'fresh', page: { body: 'v2' } })
    t += 360_000
    expect(cache.lookup('k')).toBeNull()
    expect(cache.size()).toBe(0)
  })

  it('runs one render per key at a time; the others get its page', async () => {
    const cache = createPageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 0 })
    let renders = 0
    let finish!: (p: CachedPage) => void
    const render = () => {
      renders++
      return new Promise<CachedPage>((ok) => (finish = ok))
    }
    const waiting = [cache.fill('k', render), cache.fill('k', render), cache.fill('k', render)]
    expect(cache.pending('k')).toBeDefined()
    finish(page('once'))
    expect((await Promise.all(waiting)).map((p) => p?.body)).toEqual(['once', 'once', 'once'])
    expect(renders).toBe(1)
    expect(cache.pending('k')).toBeUndefined()
  })

  it('remembers a page that was not shareable as "pass" for the fresh period; a failed render stores nothing', async () => {
    let t = 0
    const cache = createPageCache({ maxBytes: 1e6, freshMs: 1000, staleMs: 5000, now: () => t })
    await cache.fill('personal', async () => null)
    expect(cache.lookup('personal')).toEqual({ state: 'pass' })
    t = 1000
    expect(cache.lookup('personal')).toBeNull()
    await expect(cache.fill('broken', () => Promise.reject(new Error('render failed')))).rejects.toThrow()
    expect(cache.lookup('broken')).toBeNull()
    expect(cache.pending('broken')).toBeUndefined()
  })

  it('stays within its byte budget by dropping the least recently used pages', async () => {
    const body = 'x'.repeat(1000)
    const cache = createPageCache({ maxBytes: 3 * 2300, freshMs: 1000, staleMs: 0 })
    for (const k of ['a', 'b', 'c']) await cache.fill(k, async () => page(body))
    expect(cache.size()).toBe(2 + 1)
    cache.lookup('a') // a is now the most recently used
    await cache.fill('d', async () => page(body))
    expect(cache.lookup('b')).toBeNull()
    expect(cache.lookup('a')).not.toBeNull()
    expect(cache.bytes()).toBeLessThanOrEqual(3 * 2300)
    // A page larger than the whole budget is never kept.
    await cache.fill('huge', async () => page('y'.repeat(10_000)))
    expect(cache.lookup('huge')).toBeNull()
  })

  it('computes the ETag Express would send for the same body', () => {
    expect(weakEtag('hello')).toBe('W/"5-qvTGHdzF6KLavt4PO0gs2a6pQ00"')
  })
})
