import { crc32, constants, deflateRawSync } from 'node:zlib'
import {
  PERSONAL_SLOTS,
  PERSONAL_TOKENS,
  PERSONAL_VIEW_ELEMENT_ID,
  personalText,
  personalViewJson,
  slotVariant,
  type PersonalText,
  type PersonalView,
  type SlotName,
} from '../domain/session/personal-view.js'

/**
 * The shared HTML of a page cut at its personal slots (decision 039). The server renders every variant of a slot,
 * each inside <shop-slot data-slot="name" data-variant="v">…</shop-slot> (components/personal-slot.tsx); a request
 * gets the static parts with, at each slot, the inner HTML of its own variant, texts filled in, and its view as JSON
 * before </body> for the browser's hydration. No React render per request: string joins.
 */
export interface PageTemplate {
  parts: TemplatePart[]
}

type TemplatePart =
  | { kind: 'static'; html: string }
  | { kind: 'slot'; name: SlotName; variants: Partial<Record<string, string>> }
  | { kind: 'view' }

const OPEN = '<shop-slot data-slot="'
const CLOSE = '</shop-slot>'
const OPEN_TAG = /^<shop-slot data-slot="([a-z]+)" data-variant="([a-z]+)">/

/** Thrown when rendered HTML holds a slot the splicer does not know: a programming error, caught by the tests. */
export class TemplateError extends Error {}

export function parseTemplate(html: string): PageTemplate {
  const parts: TemplatePart[] = []
  let at = 0
  let open = html.indexOf(OPEN)
  while (open >= 0) {
    if (open > at) parts.push({ kind: 'static', html: html.slice(at, open) })
    const tag = OPEN_TAG.exec(html.slice(open, open + 80))
    const end = html.indexOf(CLOSE, open)
    if (!tag || end < 0 || !(tag[1]! in PERSONAL_SLOTS)) throw new TemplateError(`malformed personal slot at ${open}`)
    const name = tag[1] as SlotName
    const inner = html.slice(open + tag[0].length, end)
    const last = parts.at(-1)
    // Consecutive variants of one slot form one slot.
    if (last?.kind === 'slot' && last.name === name && last.variants[tag[2]!] === undefined && open === at)
      last.variants[tag[2]!] = inner
    else parts.push({ kind: 'slot', name, variants: { [tag[2]!]: inner } })
    at = end + CLOSE.length
    open = html.indexOf(OPEN, at)
  }
  const rest = html.slice(at)
  const body = rest.lastIndexOf('</body>')
  if (body < 0) {
    if (rest) parts.push({ kind: 'static', html: rest })
  } else {
    if (body > 0) parts.push({ kind: 'static', html: rest.slice(0, body) })
    parts.push({ kind: 'view' })
    parts.push({ kind: 'static', html: rest.slice(body) })
  }
  return { parts }
}

/** Whether the page has anything to fill in (an HTML document does: its view; JSON answers do not). */
export function isPersonalTemplate(t: PageTemplate): boolean {
  return t.parts.some((p) => p.kind !== 'static')
}

/** The HTML pieces of the page for one visitor, in order. */
export function pagePieces(t: PageTemplate, view: PersonalView): string[] {
  const text = personalText(view)
  return t.parts.map((p) => pieceOf(p, view, text))
}

export function renderForView(t: PageTemplate, view: PersonalView): string {
  return pagePieces(t, view).join('')
}

function pieceOf(p: TemplatePart, view: PersonalView, text: PersonalText): string {
  if (p.kind === 'static') return p.html
  if (p.kind === 'view')
    return `<script id="${PERSONAL_VIEW_ELEMENT_ID}" type="application/json">${personalViewJson(view)}</script>`
  return fillTexts(p.variants[slotVariant(p.name, view)] ?? '', text)
}

function fillTexts(html: string, text: PersonalText): string {
  if (!html.includes('@@pv:')) return html
  let out = html
  for (const key of Object.keys(PERSONAL_TOKENS) as (keyof PersonalText)[])
    out = out.replaceAll(PERSONAL_TOKENS[key], escapeHtml(text[key]))
  return out
}

/** The escaping React applies to text and attribute values. */
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * gzip of a personal page without compressing the whole page per request: each static part and each slot variant
 * without texts is deflated once, on its own and ending in a sync flush (byte-aligned, no back-references across
 * parts), so the parts of any visitor's page concatenate into one valid deflate stream; only the few hundred bytes of
 * texts and view JSON are deflated per request. The gzip frame around it (RFC 1952: 10-byte header, CRC-32 and size)
 * is written here because zlib has no API for joining deflate streams; Node's zlib computes the CRC.
 */
export interface GzipParts {
  /** Per template part: its UTF-8 bytes, or per variant for slots, encoded once; null where texts make it per request. */
  plain: (Buffer | Partial<Record<string, Buffer | null>> | null)[]
  /** Per template part: its deflated bytes, or per variant for slots; null where texts make it per request. */
  deflated: (Buffer | Partial<Record<string, Buffer | null>> | null)[]
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff])
const FINAL_BLOCK = deflateRawSync(Buffer.alloc(0))

function deflatePart(html: string, level: number): Buffer {
  return deflateRawSync(Buffer.from(html, 'utf8'), { level, finishFlush: constants.Z_SYNC_FLUSH })
}

export function gzipParts(t: PageTemplate): GzipParts {
  return {
    plain: t.parts.map((p) => {
      if (p.kind === 'static') return Buffer.from(p.html, 'utf8')
      if (p.kind === 'view') return null
      return Object.fromEntries(
        Object.entries(p.variants).map(([v, html]) => [v, html!.includes('@@pv:') ? null : Buffer.from(html!, 'utf8')]),
      )
    }),
    deflated: t.parts.map((p) => {
      if (p.kind === 'static') return deflatePart(p.html, 6)
      if (p.kind === 'view') return null
      return Object.fromEntries(
        Object.entries(p.variants).map(([v, html]) => [v, html!.includes('@@pv:') ? null : deflatePart(html!, 6)]),
      )
    }),
  }
}

/** A part encoded once: a static part's, or the visitor's slot variant's when it shows no text. */
function onceFor(
  stored: Buffer | Partial<Record<string, Buffer | null>> | null | undefined,
  p: TemplatePart,
  view: PersonalView,
) {
  if (Buffer.isBuffer(stored)) return stored
  return p.kind === 'slot' && stored ? (stored[slotVariant(p.name, view)] ?? null) : null
}

/**
 * The page of one visitor, as gzip or as identity bytes, from the parts encoded and compressed once: the chunks to
 * write in order (written as they are, without copying the page into one buffer) and their total length.
 */
export function personalBody(
  t: PageTemplate,
  z: GzipParts,
  view: PersonalView,
  gzip: boolean,
): { chunks: Buffer[]; length: number } {
  const text = personalText(view)
  const plain: Buffer[] = []
  const deflated: Buffer[] = [GZIP_HEADER]
  let crc = 0
  let size = 0
  let zipped = GZIP_HEADER.length
  t.parts.forEach((p, i) => {
    const bytes = onceFor(z.plain[i], p, view) ?? Buffer.from(pieceOf(p, view, text), 'utf8')
    plain.push(bytes)
    size += bytes.length
    if (!gzip) return
    crc = crc32(bytes, crc)
    const part =
      onceFor(z.deflated[i], p, view) ?? deflateRawSync(bytes, { level: 1, finishFlush: constants.Z_SYNC_FLUSH })
    deflated.push(part)
    zipped += part.length
  })
  if (!gzip) return { chunks: plain, length: size }
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  deflated.push(FINAL_BLOCK, trailer)
  return { chunks: deflated, length: zipped + FINAL_BLOCK.length + trailer.length }
}
