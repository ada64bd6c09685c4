import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import express from 'express'
import sharp from 'sharp'
import { request } from 'undici'
import { mediaRouter } from '../../server/api/media.js'
import { createMediaService, type MediaService } from '../../server/services/catalog/media-cache.js'
import { createFsStorage } from '../../server/services/storage/fs-storage.js'
import type { ArtSpec } from '../../server/images/art-spec.js'
import type { MediaKind } from '../../server/images/media-sizes.js'

// A stand-in catalog: ids 1..99 exist for every kind, anything else is unknown.
async function lookup(kind: MediaKind, id: number): Promise<ArtSpec | null> {
  if (id < 1 || id > 99) return null
  return {
    kind,
    seed: id,
    motif: ['hearts', 'stars', 'waves'][id % 3]!,
    hue: (id * 37) % 360,
    articleKind: 'MUG',
    label: kind === 'banner' ? 'Hello' : undefined,
    products:
      kind === 'hero'
        ? [
            { kind: 'article', seed: 1, motif: 'snowy-peaks', hue: 200, articleKind: 'CANVAS' },
            { kind: 'article', seed: 2, motif: 'coffee-cups', hue: 20, articleKind: 'MUG' },
          ]
        : undefined,
  }
}

let cacheDir: string
let service: MediaService
let server: Server
let base: string

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'media-cache-'))
  service = createMediaService({ storage: createFsStorage(cacheDir), folder: 'media-cache/nested', lookup })
  const app = express()
  app.use('/media', mediaRouter(service))
  server = app.listen(0)
  await new Promise<void>((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  rmSync(cacheDir, { recursive: true, force: true })
})

async function get(path: string) {
  const res = await request(base + path)
  const body = Buffer.from(await res.body.arrayBuffer())
  return { status: res.statusCode, headers: res.headers, body }
}

describe('GET /media/:kind/:id/:width.:format', () => {
  test('a design renders as WebP at the requested width, square, cacheable forever', async () => {
    const res = await get('/media/design/7/320.webp')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(res.body).metadata()
    expect(meta).toMatchObject({ width: 320, height: 320, format: 'webp' })
  })

  test('AVIF works', async () => {
    const res = await get('/media/design/8/480.avif')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/avif')
    const meta = await sharp(res.body).metadata()
    // libheif reports AVIF as "heif" with an av1 compression.
    expect(meta).toMatchObject({ width: 480, height: 480, format: 'heif', compression: 'av1' })
  })

  test('an article mockup is 4:3 (640 JPEG → 640×480)', async () => {
    const res = await get('/media/article/12/640.jpeg')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(res.body).metadata()).toMatchObject({ width: 640, height: 480, format: 'jpeg' })
  })

  test('a banner is 12:5 (960 → 960×400)', async () => {
    const res = await get('/media/banner/3/960.webp')
    expect(res.status).toBe(200)
    expect(await sharp(res.body).metadata()).toMatchObject({ width: 960, height: 400, format: 'webp' })
  })

  test('a design on its product (mockup) and a mug wrap are 4:3 pictures of their own', async () => {
    const flat = await get('/media/design/7/640.webp')
    const mockup = await get('/media/mockup/7/640.webp')
    const wrap = await get('/media/wrap/7/640.webp')
    for (const res of [mockup, wrap]) {
      expect(res.status).toBe(200)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(await sharp(res.body).metadata()).toMatchObject({ width: 640, height: 480, format: 'webp' })
    }
    expect(mockup.body.equals(flat.body)).toBe(false)
    expect(mockup.body.equals(wrap.body)).toBe(false)
  })

  test('the hero picture is 3:2 (1280 → 1280×853) and the URL version is accepted', async () => {
    const res = await get('/media/hero/5/1280.jpeg?v=2')
    expect(res.status).toBe(200)
    expect(await sharp(res.body).metadata()).toMatchObject({ width: 1280, height: 853, format: 'jpeg' })
  })

  test('an unknown id is a JSON 404', async () => {
    const res = await get('/media/design/12345/320.webp')
    expect(res.status).toBe(404)
    expect(JSON.parse(res.body.toString())).toEqual({
      error: { code: 'media_not_found', message: expect.stringContaining('12345') },
    })
  })

  test.each([
    ['a width outside the list', '/media/design/7/333.webp', /width must be one of 160, 320, 480, 640, 960, 1280/],
    ['an unsupported format', '/media/design/7/320.gif', /format must be one of avif, webp, jpeg/],
    ['a non-numeric id', '/media/design/abc/320.webp', /id must be 1 to 9 digits/],
    ['an over-long id', '/media/design/1234567890/320.webp', /id must be 1 to 9 digits/],
    ['an unknown kind', '/media/photo/7/320.webp', /kind must be one of design, article, banner/],
    ['a file without a format', '/media/design/7/320', /file must be <width>\.<format>/],
  ])('%s is a JSON 400 with a clear message', async (_name, path, message) => {
    const res = await get(path)
    expect(res.status).toBe(400)
    const body = JSON.parse(res.body.toString()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('invalid_media_request')
    expect(body.error.message).toMatch(message)
  })

  test('the second request is served from the cache file without rendering again', async () => {
    const first = await get('/media/design/20/160.jpeg')
    const rendersAfterFirst = service.renderCount
    expect(existsSync(join(cacheDir, 'media-cache', 'nested', 'design-20-160.jpeg'))).toBe(true)
    const second = await get('/media/design/20/160.jpeg')
    expect(second.status).toBe(200)
    expect(service.renderCount).toBe(rendersAfterFirst)
    expect(second.body.equals(first.body)).toBe(true)
  })

  test('concurrent requests for a cold key render once and leave no temp files', async () => {
    const before = service.renderCount
    const results = await Promise.all(Array.from({ length: 5 }, () => get('/media/article/30/960.avif')))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(results.map((r) => r.body.toString('base64'))).size).toBe(1)
    expect(service.renderCount).toBe(before + 1)
    // Temporary files of writes sit in the first folder of the key (FileStorage.put), none left once answered.
    const temps = readdirSync(join(cacheDir, 'media-cache'), { recursive: true }).map(String)
    expect(temps.filter((f) => f.includes('.incoming-') || f.endsWith('.tmp'))).toEqual([])
    expect(temps).toContain(join('nested', 'article-30-960.avif'))
  })

  test('the same key gives the same bytes from a fresh cache (renders are deterministic)', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'media-cache-'))
    try {
      const fresh = createMediaService({ storage: createFsStorage(otherDir), folder: 'media-cache', lookup })
      const a = await fresh.get('design', 7, 320, 'webp')
      const b = await get('/media/design/7/320.webp')
      expect(a?.body.equals(b.body)).toBe(true)
    } finally {
      rmSync(otherDir, { recursive: true, force: true })
    }
  })
})
