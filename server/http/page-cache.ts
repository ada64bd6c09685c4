import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { ANONYMOUS_VIEW, personalViewJson, type PersonalView } from '../domain/session/personal-view.js'
import {
  gzipParts,
  isPersonalTemplate,
  parseTemplate,
  renderForView,
  type GzipParts,
  type PageTemplate,
} from './personal-splice.js'

/** One stored page, shared by every visitor of its key: its first-visit bytes and its template for everyone else. */
export interface CachedPage {
  status: number
  headers: [string, string][]
  /** The page as a first visit gets it (the anonymous view spliced in). */
  body: string
  /** Weak ETag of the body, the format Express computes (W/"<length hex>-<sha1 base64>"), computed once. */
  etag: string
  /** An HTML page's slots (decision 039), with each part deflated once; absent for JSON answers. */
  template?: { parts: PageTemplate; gzip: GzipParts }
  /**
   * The body as sent: UTF-8 once, and compressed once when stored, so a hit costs neither encoding nor compression.
   */
  encoded?: { identity: Buffer; br: Buffer; gzip: Buffer }
  /**
   * The headers the middleware before the page handler set on this page's response (security headers, the tenant's
   * CSP), recorded when a cookie-less request is first answered with it through the whole pipeline; the front door
   * (pageCacheFrontDoor) serves the page only once they are known, so its answer has every header the pipeline's has.
   */
  pipelineHeaders?: [string, string | number | string[]][]
}

/**
 * A page ready to store: ETag and compressed bodies computed once. Brotli at quality 5 (about gzip's speed, smaller
 * output); the rendering request pays a few milliseconds, every hit after it nothing.
 */
export function cachedPage(status: number, headers: [string, string][], rendered: string, html: boolean): CachedPage {
  const parts = html ? parseTemplate(rendered) : null
  const personal = parts !== null && isPersonalTemplate(parts)
  const body = parts && personal ? renderForView(parts, ANONYMOUS_VIEW) : rendered
  const bytes = Buffer.from(body, 'utf8')
  return {
    status,
    headers,
    body,
    etag: weakEtag(body),
    template: parts && personal ? { parts, gzip: gzipParts(parts) } : undefined,
    encoded: {
      identity: bytes,
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(bytes),
    },
  }
}

/** pass: the last render of this key was not shareable (a personal or non-200 page); render without waiting. */
export type CacheLookup = { state: 'fresh' | 'stale'; page: CachedPage } | { state: 'pass' } | null

export interface PageCache {
  /** A fresh or stale (still within stale-while-revalidate) page; null when absent or too old. */
  lookup(key: string): CacheLookup
  /**
   * One render per key at a time: the first caller runs `render`; callers arriving while it runs get its result.
   * The result is stored; null is remembered as "pass" for the fresh period. `render` errors reach every waiting
   * caller and store nothing.
   */
  fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null>
  /** The render under way for this key, if any. */
  pending(key: string): Promise<CachedPage | null> | undefined
  /** Stored bytes (bodies, headers and keys, counted as UTF-16 string lengths × 2). */
  bytes(): number
  size(): number
}

interface Entry {
  page: CachedPage | null
  bytes: number
  storedAt: number
}

/**
 * In-process LRU of rendered anonymous pages, bounded by bytes. A Map keeps insertion order, so re-inserting on
 * every hit makes its first key the least recently used one. Entries are fresh for `freshMs`, then served stale for
 * `staleMs` while one background render replaces them (the caller starts it), then dropped.
 */
export function createPageCache(opts: {
  maxBytes: number
  freshMs: number
  staleMs: number
  now?: () => number
}): PageCache {
  const now = opts.now ?? Date.now
  const entries = new Map<string, Entry>()
  const inflight = new Map<string, Promise<CachedPage | null>>()
  let total = 0

  function remove(key: string) {
    const e = entries.get(key)
    if (!e) return
    entries.delete(key)
    total -= e.bytes
  }

  function store(key: string, page: CachedPage | null) {
    remove(key)
    const bytes = sizeOf(key, page)
    // A page larger than the whole budget is served but never kept.
    if (bytes > opts.maxBytes) return
    entries.set(key, { page, bytes, storedAt: now() })
    total += bytes
    for (const [oldest] of entries) {
      if (total <= opts.maxBytes) break
      remove(oldest)
    }
  }

  return {
    lookup(key) {
      const e = entries.get(key)
      if (!e) return null
      const age = now() - e.storedAt
      if (age >= opts.freshMs + opts.staleMs) {
        remove(key)
        return null
      }
      if (e.page === null) {
        if (age < opts.freshMs) return { state: 'pass' }
        remove(key)
        return null
      }
      entries.delete(key)
      entries.set(key, e)
      return { state: age < opts.freshMs ? 'fresh' : 'stale', page: e.page }
    },
    fill(key, render) {
      const running = inflight.get(key)
      if (running) return running
      const job = (async () => {
        try {
          const page = await render()
          store(key, page)
          return page
        } finally {
          inflight.delete(key)
        }
      })()
      inflight.set(key, job)
      return job
    },
    pending: (key) => inflight.get(key),
    bytes: () => total,
    size: () => entries.size,
  }
}

function sizeOf(key: string, page: CachedPage | null): number {
  if (!page) return (key.length + 64) * 2
  let n = key.length + page.body.length + page.etag.length + 64
  for (const [k, v] of page.headers) n += k.length + v.length
  const { encoded, template } = page
  // The template's strings are about the body again, its encoded parts about the identity and gzip bodies.
  if (template) n += page.body.length
  return (
    n * 2 +
    (encoded ? encoded.identity.length + encoded.br.length + encoded.gzip.length : 0) +
    (template && encoded ? encoded.identity.length + encoded.gzip.length : 0)
  )
}

/** The ETag of a page as one visitor gets it: the shared page's, plus a digest of what was spliced in. */
export function personalEtag(page: CachedPage, view: PersonalView): string {
  const digest = createHash('sha1').update(personalViewJson(view)).digest('base64url').slice(0, 16)
  return `${page.etag.slice(0, -1)}-${digest}"`
}

/** The weak ETag Express's res.send would compute for this body, so 304s keep working the same way. */
export function weakEtag(body: string): string {
  const buf = Buffer.from(body, 'utf8')
  const hash = createHash('sha1').update(buf).digest('base64').slice(0, 27)
  return `W/"${buf.length.toString(16)}-${hash}"`
}
