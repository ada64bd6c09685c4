/**
 * Peak memory of the production server under concurrent photo uploads (issue 15, decision 025): 20 distinct
 * 8000 × 6000 PNGs (small files that decode to 48 MP each, the kind that took the server from 367 to 627 MB with one
 * upload and to 1.5-1.7 GB with twenty) are posted at once to /images/upload; the server's peak resident set (VmHWM
 * in /proc) is read before and after. Target: under 600 MB. Run with `npm run bench` (builds first) or
 * `node scripts/run.js ts bench/upload-memory.ts` after `npm run build`. Linux only (/proc).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { request } from 'undici'
import { startBuiltServer } from '../tests/helpers/built-server.js'
import { multipart } from '../tests/helpers/multipart.js'

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20)
const WIDTH = 8000
const HEIGHT = 6000
const TARGET_MB = 600
const HOST = 'wpx-es.localhost'
const root = resolve(fileURLToPath(import.meta.url), '../..')
if (!existsSync(join(root, 'dist/server/server.mjs'))) {
  console.error('No build in dist/: run "npm run bench" (builds first) or "npm run build".')
  process.exit(1)
}

/** Peak and current resident set of a process, in MB (VmHWM, VmRSS). */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 }
}

/** A distinct large photo: a gradient with a per-upload colour, compressed to a small PNG. */
async function photo(i: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g"><stop offset="0" stop-color="rgb(${(i * 37) % 255},80,120)"/><stop offset="1" stop-color="rgb(20,${(i * 53) % 255},200)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${1000 + i * 250}" cy="3000" r="900" fill="#fff"/></svg>`
  return sharp(Buffer.from(svg), { limitInputPixels: false }).png({ compressionLevel: 9, palette: true }).toBuffer()
}

const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'))
try {
  const photos = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i)))
  const server = await startBuiltServer({
    databasePath: join(dir, 'shop.db'),
    env: { LOG_LEVEL: 'warn', LIMIT_UPLOADS_PER_ADDRESS_PER_DAY: '10000', LIMIT_UPLOAD_MB_PER_ADDRESS_PER_DAY: '100000' },
    timeoutMs: 120_000,
  })
  try {
    const pid = server.pid!
    const base = `http://127.0.0.1:${server.port}`
    const session = await request(`${base}/api/session`, { headers: { host: HOST } })
    await session.body.dump()
    const setCookie = session.headers['set-cookie']
    const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]!
    const before = memoryOf(pid)
    const started = performance.now()
    const statuses = await Promise.all(
      photos.map(async (data, i) => {
        const form = multipart({}, { field: 'img', name: `photo-${i}.png`, type: 'image/png', data })
        const res = await request(`${base}/images/upload`, {
          method: 'POST',
          headers: {
            host: HOST,
            origin: `http://${HOST}`,
            cookie,
            accept: 'application/json',
            'content-type': form.contentType,
          },
          body: form.body,
        })
        await res.body.dump()
        return res.statusCode
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const after = memoryOf(pid)
    const ok = statuses.filter((s) => s === 201).length
    const kb = Math.round(photos.reduce((n, p) => n + p.length, 0) / photos.length / 1024)
    console.log(`\nUpload memory (node dist/server/server.mjs, Node ${process.version})`)
    console.log(
      `  ${UPLOADS} concurrent uploads of distinct ${WIDTH} × ${HEIGHT} PNGs (about ${kb} KB each): ${ok} stored (201) in ${seconds.toFixed(1)} s`,
    )
    console.log(
      `  server peak RSS: ${Math.round(after.peak)} MB (before the uploads: ${Math.round(before.peak)} MB; now ${Math.round(after.now)} MB); target under ${TARGET_MB} MB: ${after.peak < TARGET_MB ? 'met' : 'NOT met'}`,
    )
    if (ok !== UPLOADS) console.log(`  statuses: ${statuses.join(' ')}`)
  } finally {
    await server.stop()
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
