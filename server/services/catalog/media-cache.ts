import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { bannerSvg, designArtSvg, type ArtSpec } from '../../images/art-spec.js'
import { renderImage, type RasterFormat } from '../../images/render-image.js'
import { renderHero, renderMockup, renderMugWrap } from '../../images/mockup/render-mockup.js'
import {
  ASPECT,
  MEDIA_CONTENT_TYPES,
  heightFor,
  isMediaWidth,
  type MediaFormat,
  type MediaKind,
} from '../../images/media-sizes.js'

export type ArtLookup = (kind: MediaKind, id: number) => ArtSpec | null

export interface MediaFile {
  body: Buffer
  contentType: string
}

export interface MediaService {
  /** null when the catalog has no such item (or the width is not one we serve). */
  get(kind: MediaKind, id: number, width: number, format: MediaFormat): Promise<MediaFile | null>
  /** Rasterisations performed so far: cache and coalescing are observable without timing games. */
  readonly renderCount: number
}

type Render = (spec: ArtSpec, width: number, height: number, format: RasterFormat) => Promise<Buffer>
const svg =
  (draw: (spec: ArtSpec, width: number, height: number) => string): Render =>
  (spec, width, height, format) =>
    renderImage(draw(spec, width, height), width, format)

/** Flat art is one SVG; product views are composited from layers (server/images/mockup/). */
const RENDER: Record<MediaKind, Render> = {
  design: svg(designArtSvg),
  banner: svg(bannerSvg),
  article: renderMockup,
  mockup: renderMockup,
  wrap: renderMugWrap,
  hero: renderHero,
}

/**
 * Renders catalog art on first request and keeps the bytes on disk. A (kind, id, width, format) key
 * always maps to the same bytes, so files are never invalidated here; changing an item's art means a
 * new id (or clearing the directory on deploy).
 */
export function createMediaService(opts: { cacheDir: string; lookup: ArtLookup }): MediaService {
  const { cacheDir, lookup } = opts
  // One promise per key being rendered: a burst of requests for a cold image costs one render.
  const inFlight = new Map<string, Promise<Buffer>>()
  let renderCount = 0
  let dirReady: Promise<unknown> | undefined

  async function renderToCache(
    kind: MediaKind,
    spec: ArtSpec,
    width: number,
    format: MediaFormat,
    file: string,
  ): Promise<Buffer> {
    renderCount++
    const body = await RENDER[kind](spec, width, heightFor(width, ASPECT[kind]), format)
    // Created lazily (and retried if it failed) so a service can be built before the volume is mounted.
    dirReady ??= mkdir(cacheDir, { recursive: true }).catch((err: unknown) => {
      dirReady = undefined
      throw err
    })
    await dirReady
    // Write-then-rename is atomic on one filesystem: readers see no file or the whole file, never a torn one.
    const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`
    try {
      await writeFile(tmp, body)
      await rename(tmp, file)
    } catch (err) {
      await rm(tmp, { force: true })
      throw err
    }
    return body
  }

  return {
    get renderCount() {
      return renderCount
    },
    async get(kind, id, width, format) {
      if (!isMediaWidth(width)) return null
      // Looked up on every request (it is an in-memory catalog read) so removed items stop being served
      // even though their files may still sit in the cache.
      const spec = lookup(kind, id)
      if (!spec) return null
      const contentType = MEDIA_CONTENT_TYPES[format]
      const key = `${kind}-${id}-${width}.${format}`
      const file = join(cacheDir, key)
      const cached = await readFile(file).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return null
        throw err
      })
      if (cached) return { body: cached, contentType }
      let pending = inFlight.get(key)
      if (!pending) {
        pending = renderToCache(kind, spec, width, format, file).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      return { body: await pending, contentType }
    },
  }
}
