import { afterEach, describe, expect, test } from 'vitest'
import { startIconStandIn } from '../../../tests/helpers/icon-stand-in.js'
import {
  bundledIconService,
  ICON_SERVICE_TIMEOUT_MS,
  ICON_URL_MAX_LENGTH,
  layeredIconService,
  remoteIconService,
} from './icon-service.js'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  while (closers.length) await closers.pop()!()
})
async function standIn(delayMs?: number) {
  const s = await startIconStandIn({ delayMs })
  closers.push(s.close)
  return s
}

describe('icon data service adapter (spec section 7: 5 s time-out, URLs up to 500 characters)', () => {
  test('the spec limits are the defaults', () => {
    expect(ICON_SERVICE_TIMEOUT_MS).toBe(5000)
    expect(ICON_URL_MAX_LENGTH).toBe(500)
  })

  test('icons come from the service; names are spread over requests whose URLs stay within 500 characters', async () => {
    const s = await standIn()
    const names = Array.from({ length: 60 }, (_, i) => `some-rather-long-icon-name-${i}`)
    const found = await remoteIconService({ baseUrl: s.url }).icons('mdi', names)
    expect(found.ok && Object.keys(found.set.icons).sort()).toEqual([...names].sort())
    expect(s.urls.length).toBeGreaterThan(1)
    for (const u of s.urls) expect(`${s.url}${u}`.length).toBeLessThanOrEqual(500)
  })

  test('a single name that cannot fit in 500 characters is refused without a request', async () => {
    const s = await standIn()
    const found = await remoteIconService({ baseUrl: s.url }).icons('mdi', ['x'.repeat(480)])
    expect(found).toEqual({ ok: false, error: 'URL_TOO_LONG' })
    expect(s.urls).toEqual([])
  })

  test('a service slower than the time-out gives TIMEOUT when the time-out passes, not when the service answers', async () => {
    const s = await standIn(2000)
    const started = Date.now()
    const found = await remoteIconService({ baseUrl: s.url, timeoutMs: 150 }).icons('mdi', ['home'])
    expect(found).toEqual({ ok: false, error: 'TIMEOUT' })
    expect(Date.now() - started).toBeLessThan(1500)
  })

  test('by default the service is given 5 s', async () => {
    const s = await standIn(5600)
    const started = Date.now()
    const found = await remoteIconService({ baseUrl: s.url }).icons('mdi', ['home'])
    const waited = Date.now() - started
    expect(found).toEqual({ ok: false, error: 'TIMEOUT' })
    expect(waited).toBeGreaterThanOrEqual(4900)
    expect(waited).toBeLessThan(5500)
  }, 10_000)

  test('an unreachable service is UNAVAILABLE, and the shop still answers its own icons', async () => {
    const remote = remoteIconService({ baseUrl: 'http://127.0.0.1:9' })
    expect(await remote.icons('mdi', ['home'])).toEqual({ ok: false, error: 'UNAVAILABLE' })
    const icons = layeredIconService(bundledIconService(), remote)
    const found = await icons.icons('shop', ['cart', 'no-such'])
    expect(found.ok && Object.keys(found.set.icons)).toEqual(['cart'])
    expect(found.ok && found.set.not_found).toEqual(['no-such'])
  })

  test('offline (no service configured) the shop icons answer and other names are not found', async () => {
    const found = await layeredIconService(bundledIconService(), null).icons('mdi', ['home'])
    expect(found).toEqual({ ok: true, set: { prefix: 'mdi', icons: {}, width: 24, height: 24, not_found: ['home'] } })
  })

  test('names the service does not know are listed as not found', async () => {
    const s = await standIn()
    const found = await layeredIconService(bundledIconService(), remoteIconService({ baseUrl: s.url })).icons('mdi', [
      'home',
      'unknown-thing',
    ])
    expect(found.ok && Object.keys(found.set.icons)).toEqual(['home'])
    expect(found.ok && found.set.not_found).toEqual(['unknown-thing'])
  })
})
