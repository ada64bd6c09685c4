/**
 * Peak memory of the production server under photo uploads, two rows, each on a fresh server:
 * - issue 15, decision 025: 20 distinct 8000 × 6000 PNGs (small files that decode to 48 MP each, the kind that took
 *   the server from 367 to 627 MB with one upload and to 1.5-1.7 GB with twenty) posted at once to /images/upload;
 * - issue 29, decision 047: a holiday order, 300 distinct 4000 × 3000 JPEGs (12 MP phone photos) posted three at a
 *   time by one session, as the editor does.
 * The server's peak resident set (VmHWM in /proc) is read before and after. Target: under 600 MB for both. Run with `npm run bench` (builds first) or
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
const HOLIDAY_UPLOADS = Number(process.env.BENCH_HOLIDAY_UPLOADS ?? 300)
const HOLIDAY_AT_ONCE = 3
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

/** A distinct photo: a gradient with a per-upload colour, as a small PNG or a phone-like JPEG. */
async function photo(i: number, width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="rgb(${(i * 37) % 255},80,120)"/><stop offset="1" stop-color="rgb(20,${(i * 53) % 255},200)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${(width / 8) * (1 + (i % 6))}" cy="${height / 2}" r="${height / 7}" fill="#fff"/><text x="${width / 10}" y="${height / 5}" font-size="${height / 8}">${i}</text></svg>`
  const img = sharp(Buffer.from(svg), { limitInputPixels: false })
  return format === 'png'
    ? img.png({ compressionLevel: 9, palette: true }).toBuffer()
    : img.jpeg({ quality: 88 }).toBuffer()
}

interface Row {
  label: string
  photos: Buffer[]
  type: 'image/png' | 'image/jpeg'
  /** Uploads in flight at once. */
  atOnce: number
}

/** Starts a fresh server, posts the row's photos `atOnce` at a time from one session, prints its figures. */
async function runRow(dir: string, row: Row): Promise<void> {
  const server = await startBuiltServer({
    databasePath: join(dir, `${row.photos.length}-${row.atOnce}.db`),
    env: {
      LOG_LEVEL: 'warn',
      LIMIT_UPLOADS_PER_ADDRESS_PER_DAY: '10000',
      LIMIT_UPLOAD_MB_PER_ADDRESS_PER_DAY: '100000',
    },
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
    const post = async (data: Buffer, i: number) => {
      const form = multipart({}, { field: 'img', name: `photo-${i}.${row.type.slice(6)}`, type: row.type, data })
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
    }
    const statuses: number[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: row.atOnce }, async () => {
        while (next < row.photos.length) {
          const i = next++
          statuses[i] = await post(row.photos[i]!, i)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    const after = memoryOf(pid)
    const ok = statuses.filter((s) => s === 201).length
    const kb = Math.round(row.photos.reduce((n, p) => n + p.length, 0) / row.photos.length / 1024)
    console.log(
      `\n${row.label} (about ${kb} KB each): ${ok} of ${row.photos.length} stored (201) in ${seconds.toFixed(1)} s`,
    )
    console.log(
      `  server peak RSS: ${Math.round(after.peak)} MB (before the uploads: ${Math.round(before.peak)} MB; now ${Math.round(after.now)} MB); target under ${TARGET_MB} MB: ${after.peak < TARGET_MB ? 'met' : 'NOT met'}`,
    )
    if (ok !== row.photos.length) console.log(`  statuses: ${statuses.join(' ')}`)
  } finally {
    await server.stop()
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'))
try {
  console.log(`Upload memory (node dist/server/server.mjs, Node ${process.version})`)
  if (UPLOADS > 0)
    await runRow(dir, {
      label: `${UPLOADS} concurrent uploads of distinct 8000 × 6000 PNGs`,
      photos: await Promise.all(Array.from({ length: UPLOADS }, (_, i) => photo(i, 8000, 6000, 'png'))),
      type: 'image/png',
      atOnce: UPLOADS,
    })
  if (HOLIDAY_UPLOADS > 0) {
    const photos: Buffer[] = []
    for (let i = 0; i < HOLIDAY_UPLOADS; i++) photos.push(await photo(i, 4000, 3000, 'jpeg'))
    await runRow(dir, {
      label: `${HOLIDAY_UPLOADS} uploads of distinct 4000 × 3000 JPEGs, ${HOLIDAY_AT_ONCE} at a time, one session`,
      photos,
      type: 'image/jpeg',
      atOnce: HOLIDAY_AT_ONCE,
    })
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
