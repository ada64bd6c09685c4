/**
 * Print-file render time: what "add to cart" costs for a personalised mug (200 × 90 mm at 300 dpi) and a 30 × 40
 * canvas (with its 20 mm wrap edge, at 200 dpi), each with a 12 MP photo, a rotated text and, for the canvas, a
 * catalog design behind a smaller photo. Times cover the whole server work: crop/resize/rotate, text through Pango,
 * compositing, the JPEG encode and the cart preview. Runs sequentially (one render at a time, as the server's
 * image queue allows two). Run with `npm run bench` or `node scripts/run.js ts bench/print-render.ts`.
 *
 * First row (decision 046): the print PDF of a 24-page A4 photo book (cover + 24 pages, tests/helpers/sample-book.ts)
 * holding 30 different 12 MP photos, written to a file as the job does, with the process's peak RSS during the render.
 * The cover and every sixth page have a catalog design as their background (one design: embedded once, at 300 dpi).
 * Every photo is written by a child process (sharp decoding the SVGs never counts here) and the book is rendered
 * before the JPEG cases, so the peak is the render's own, on top of this process's baseline (Vite and the modules).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { renderPreview, renderPrintFile } from '../server/images/print-render.js'
import { printPixels, printSpecFor, canvasMm, type PrintSpec } from '../server/domain/editor/print-spec.js'
import { coverCrop } from '../server/domain/editor/photo-geometry.js'
import type { EditorDocument } from '../server/domain/editor/editor-document.js'
import { createWriteStream, statSync } from 'node:fs'
import { renderBookPdf } from '../server/images/book-pdf.js'
import type { DocumentPage } from '../server/domain/editor/book-document.js'
import { BOOK_SPEC, filledBook } from '../tests/helpers/sample-book.js'

const RUNS = Number(process.env.BENCH_PRINT_RUNS ?? 8)
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const fontsDir = join(root, 'server/assets/fonts')
const dir = mkdtempSync(join(tmpdir(), 'bench-print-'))

const PHOTO = { width: 4000, height: 3000 }
const photoPath = join(dir, 'photo.jpg')
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a4f8f"/><stop offset="1" stop-color="#f1c40f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1300" cy="1000" r="700" fill="#c0392b"/></svg>`
const photos = new Map([['u', { source: photoPath, ...PHOTO }]])

/** Writes each SVG as a JPEG in a child process: decoding 12 MP images must not raise this process's peak RSS. */
function writeJpegs(jobs: { path: string; svg: string }[]): void {
  const script = `import sharp from 'sharp'; import { readFileSync } from 'node:fs'
for (const j of JSON.parse(readFileSync(0, 'utf8'))) await sharp(Buffer.from(j.svg)).jpeg({ quality: 90 }).toFile(j.path)`
  execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    input: JSON.stringify(jobs),
    stdio: ['pipe', 'inherit', 'inherit'],
  })
}

function scene(spec: PrintSpec, designId: number | null): EditorDocument {
  const c = canvasMm(spec)
  const full = designId === null
  const frame = full ? c : { width: c.width * 0.6, height: c.height * 0.45 }
  return {
    version: 1,
    articleId: spec.articleId,
    background: { color: '#f5e6d3', designId },
    items: [
      {
        type: 'photo',
        id: 'p',
        uploadId: 'u',
        x: c.width / 2,
        y: full ? c.height / 2 : c.height * 0.4,
        ...frame,
        rotation: full ? 0 : -4,
        crop: coverCrop(PHOTO, frame.width / frame.height),
      },
      {
        type: 'text',
        id: 't',
        text: 'Happy birthday, Grandma!',
        fontId: 'serif-italic',
        sizeMm: Math.max(8, c.height / 10),
        color: '#c0392b',
        align: 'center',
        x: c.width / 2,
        y: c.height * 0.8,
        rotation: -6,
      },
    ],
  }
}

const cases = [
  {
    name: 'mug 200×90 mm',
    spec: printSpecFor({ id: 102, kind: 'MUG', printWidthMm: 200, printHeightMm: 90, bleedMm: 2, minDpi: 150 }),
    designId: null,
  },
  {
    name: 'canvas 30×40 cm',
    spec: printSpecFor({ id: 104, kind: 'CANVAS', printWidthMm: 300, printHeightMm: 400, bleedMm: 20, minDpi: 100 }),
    designId: 7,
  },
]

/** 30 distinct 4000×3000 photos on a 24-page A4 book: the cover and 19 pages hold one, 5 pages two. */
async function bookRow(): Promise<string> {
  const files = new Map<string, string>()
  const jobs = Array.from({ length: 30 }, (_, i) => ({
    path: join(dir, `book-${i}.jpg`),
    svg: svg.replace('#2a4f8f', `hsl(${i * 12}, 60%, 40%)`),
  }))
  writeJpegs([...jobs, { path: photoPath, svg }])
  jobs.forEach((j, i) => files.set(`u${i}`, j.path))
  const photosIn = [...files.keys()].map((uploadId, i) => ({ uploadId, ...PHOTO, uploadedAt: i }))
  const filled = filledBook(photosIn, (i) => (i < 5 ? 'photos-2' : 'photos-1'))
  if (filled.unplaced.length) throw new Error('the book does not hold the 30 photos')
  const onDesign = (p: DocumentPage) => ({ ...p, background: { ...p.background, designId: 7 } })
  const doc = {
    ...filled.doc,
    cover: onDesign(filled.doc.cover),
    pages: filled.doc.pages.map((p, i) => (i % 6 === 5 ? onDesign(p) : p)),
  }
  const out = join(dir, 'book.pdf')
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20)
  const t0 = performance.now()
  const { pages } = await renderBookPdf(
    {
      spec: BOOK_SPEC,
      doc,
      fontsDir,
      photo: async (id) => ({ source: files.get(id)!, ...PHOTO }),
      design: async (id) => ({ kind: 'design', seed: id, motif: 'hearts', hue: 340 }),
    },
    createWriteStream(out),
  )
  const ms = performance.now() - t0
  clearInterval(sampler)
  // maxRSS covers the whole process's life; nothing before the render decoded an image, so its peak is the render's.
  const maxRss = process.resourceUsage().maxRSS * 1024
  const mb = (n: number) => (n / 1_048_576).toFixed(0)
  return `photo book A4, ${pages} pages, 30 photos: ${ms.toFixed(0)} ms, PDF ${mb(statSync(out).size)} MB, render peak RSS ${mb(Math.max(peak, maxRss))} MB (process before the render: ${mb(before)} MB)`
}

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!
const results: { name: string; px: string; mp: number; median: number; p95: number; bytes: number }[] = []
try {
  const book = await bookRow()
  for (const c of cases) {
    const doc = scene(c.spec, c.designId)
    const art = c.designId === null ? null : { kind: 'design' as const, seed: c.designId, motif: 'hearts', hue: 340 }
    await renderPrintFile({ spec: c.spec, doc, photos, designArt: art, fontsDir }) // warm-up (fonts, codecs)
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now()
      const print = await renderPrintFile({ spec: c.spec, doc, photos, designArt: art, fontsDir })
      await renderPreview(print, c.spec)
      times.push(performance.now() - t0)
      bytes = print.jpeg.length
    }
    const px = printPixels(c.spec)
    results.push({
      name: c.name,
      px: `${px.width}×${px.height} @${c.spec.dpi} dpi`,
      mp: (px.width * px.height) / 1e6,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      bytes,
    })
  }
  console.log(
    `\nPrint-file render (${RUNS} runs each, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, concurrency ${sharp.concurrency()})\n`,
  )
  console.log(
    `${'case'.padEnd(18)}${'print file'.padEnd(26)}${'MP'.padStart(6)}${'median ms'.padStart(12)}${'p95 ms'.padStart(10)}${'MP/s'.padStart(8)}${'JPEG MB'.padStart(10)}`,
  )
  for (const r of results) {
    console.log(
      `${r.name.padEnd(18)}${r.px.padEnd(26)}${r.mp.toFixed(1).padStart(6)}${r.median.toFixed(0).padStart(12)}${r.p95.toFixed(0).padStart(10)}${(r.mp / (r.median / 1000)).toFixed(1).padStart(8)}${(r.bytes / 1_048_576).toFixed(2).padStart(10)}`,
    )
  }
  console.log(`\n${book}`)
  const [mug, canvas] = results
  console.log(
    `\ncanvas / mug: ${(canvas!.median / mug!.median).toFixed(2)}× the time for ${(canvas!.mp / mug!.mp).toFixed(2)}× the pixels\n`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
