import type { FileStorage } from '../storage/file-storage.js'
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

export type ArtLookup = (kind: MediaKind, id: number) => Promise<ArtSpec | null>

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
 * Renders catalog art on first request and keeps the bytes in the file storage, below `folder` (shared by every
 * instance, decision 030). A (kind, id, width, format) key always maps to the same bytes, so files are never
 * invalidated here; changing an item's art means a new id (or a new art version, hence a new folder).
 */
export function createMediaService(opts: { storage: FileStorage; folder: string; lookup: ArtLookup }): MediaService {
  const { storage, folder, lookup } = opts
  // One promise per key being rendered: a burst of requests for a cold image costs one render (per instance; two
  // instances rendering the same key write the same bytes, each through its own temporary file).
  const inFlight = new Map<string, Promise<Buffer>>()
  let renderCount = 0

  async function renderToCache(
    kind: MediaKind,
    spec: ArtSpec,
    width: number,
    format: MediaFormat,
    key: string,
  ): Promise<Buffer> {
    renderCount++
    const body = await RENDER[kind](spec, width, heightFor(width, ASPECT[kind]), format)
    // Write-then-rename (FileStorage.put): readers see no file or the whole file, never a torn one.
    await storage.put(key, body)
    return body
  }

  return {
    get renderCount() {
      return renderCount
    },
    async get(kind, id, width, format) {
      if (!isMediaWidth(width)) return null
      // Looked up on every request (a small catalog read) so removed items stop being served even though their
      // files may still sit in the cache.
      const spec = await lookup(kind, id)
      if (!spec) return null
      const contentType = MEDIA_CONTENT_TYPES[format]
      const key = `${folder}/${kind}-${id}-${width}.${format}`
      const cached = await storage.read(key)
      if (cached) return { body: cached, contentType }
      let pending = inFlight.get(key)
      if (!pending) {
        pending = renderToCache(kind, spec, width, format, key).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      return { body: await pending, contentType }
    },
  }
}
