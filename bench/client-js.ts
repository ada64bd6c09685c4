/**
 * Client JS per template, from the build manifest (dist/assets.json): the loader (public/start-after-paint.js),
 * Vike's client entry, the page's entry and every chunk they import statically, plus the page's messages in one
 * language, as brotli bytes (quality 11, what a CDN or a pre-compressed asset would transfer) and raw bytes. The messages are the part of the catalog the page's
 * browser code uses, which the server sends inside the page (decision 032): counted as the JSON of that part,
 * compressed on its own (in the page it shares the HTML's compression, so this is an upper bound). On /create the
 * editor (Konva), which the page imports dynamically at once, is counted as well. Budgets are those of issue 16.
 * Run with `npm run bench` or `node scripts/run.js ts bench/client-js.ts` (needs a production build in dist/).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync } from 'node:zlib'
import type { Messages } from '@lingui/core'
import { messages as catalog } from '../locales/es/messages.po'
import { messageIdsOfEntry } from '../i18n/page-message-ids-plugin.js'

interface ManifestEntry {
  file: string
  imports?: string[]
  dynamicImports?: string[]
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const manifestPath = join(root, 'dist/assets.json')
if (!existsSync(manifestPath)) {
  console.error('No production build in dist/: run "npm run bench" (builds first) or "npm run build".')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>
const CLIENT_ENTRY = 'node_modules/vike/dist/client/runtime-client-routing/entry.js'
const PAGE_ENTRY = 'virtual:vike:page-entry:client:'
const LANGUAGE = 'es' // the catalog imported above

const TEMPLATES: { name: string; page: string; budgetKb: number; lazy?: string[] }[] = [
  { name: 'home', page: 'index', budgetKb: 100 },
  { name: 'landing', page: 'landing', budgetKb: 100 },
  { name: 'tag', page: 'tag', budgetKb: 100 },
  { name: 'search', page: 'search', budgetKb: 100 },
  { name: 'design', page: 'design', budgetKb: 100 },
  { name: 'help', page: 'help-center', budgetKb: 100 },
  { name: 'cart', page: 'cart', budgetKb: 130 },
  { name: 'checkout', page: 'checkout', budgetKb: 130 },
  { name: 'create', page: 'create', budgetKb: Number.POSITIVE_INFINITY, lazy: ['components/editor/editor-app.tsx'] },
]

const BOOTSTRAP = 'start-after-paint.js'
const sizes = new Map<string, { raw: number; br: number }>()
function sizeOf(file: string) {
  let s = sizes.get(file)
  if (!s) {
    const bytes = readFileSync(join(root, 'dist/client', file))
    s = { raw: bytes.length, br: brotliCompressSync(bytes).length }
    sizes.set(file, s)
  }
  return s
}

/** The files a key loads, with everything it imports statically. */
function closure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const entry = manifest[key]
    if (!entry) throw new Error(`not in dist/assets.json: ${key}`)
    if (into.has(entry.file)) continue
    into.add(entry.file)
    closure(entry.imports ?? [], into)
  }
  return into
}

/** The page's part of the catalog as the server sends it (i18n/page-messages.ts), found the way the build finds it. */
function pageMessagesOf(pageId: string) {
  const ids = messageIdsOfEntry(`${PAGE_ENTRY}${pageId}`, {
    code: (key) =>
      /\/messages\.po$/.test(key) ? '' : readFileSync(join(root, 'dist/client', manifest[key]!.file), 'utf8'),
    imports: (key) => [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])],
    isPageEntry: (key) => key.startsWith(PAGE_ENTRY),
  })
  const messages: Messages = {}
  for (const id of ids) if (Object.hasOwn(catalog, id)) messages[id] = catalog[id]!
  const bytes = Buffer.from(JSON.stringify({ pageId, messages }))
  return { count: Object.keys(messages).length, raw: bytes.length, br: brotliCompressSync(bytes).length }
}

export function clientJsPerTemplate() {
  return TEMPLATES.map((t) => {
    const files = closure([CLIENT_ENTRY, `${PAGE_ENTRY}/pages/${t.page}`, ...(t.lazy ?? [])])
    // Every built page loads its scripts through this bootstrap (public/, decision 036).
    files.add(BOOTSTRAP)
    const messages = pageMessagesOf(`/pages/${t.page}`)
    let raw = messages.raw
    let br = messages.br
    let largest = { file: '', br: 0 }
    for (const f of files) {
      const s = sizeOf(f)
      raw += s.raw
      br += s.br
      if (s.br > largest.br) largest = { file: f, br: s.br }
    }
    return { ...t, files: files.size, raw, br, largest, messages }
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(
    `Client JS per template (brotli q11 / raw; loader + Vike entry + page entry + static imports + the page's ${LANGUAGE} messages)`,
  )
  for (const r of clientJsPerTemplate()) {
    const budget = Number.isFinite(r.budgetKb)
      ? `budget ${r.budgetKb} KB ${r.br / 1024 <= r.budgetKb ? 'ok' : 'OVER'}`
      : ''
    console.log(
      `  ${r.name.padEnd(9)} ${(r.br / 1024).toFixed(1).padStart(6)} KB br  ${(r.raw / 1024).toFixed(0).padStart(5)} KB raw  ${String(r.files).padStart(2)} files  ${String(r.messages.count).padStart(3)} messages ${(r.messages.br / 1024).toFixed(1)} KB  largest ${r.largest.file} ${(r.largest.br / 1024).toFixed(1)} KB  ${budget}`,
    )
  }
}
