import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { sharp } from './sharp.js'
import { renderBookPdf } from './book-pdf.js'
import { blankMultiPageDocument } from '../domain/editor/book-document.js'
import { pageRuleFor } from '../domain/editor/page-count.js'
import { autoFill } from '../domain/editor/page-auto-fill.js'
import { printSpecFor, trimBox } from '../domain/editor/print-spec.js'
import { projectRoot } from '../project-root.js'
import { mmOf, pdfPages } from '../../tests/helpers/pdf-pages.js'

const spec = printSpecFor({
  id: 112,
  kind: 'PHOTO_BOOK',
  printWidthMm: 297,
  printHeightMm: 210,
  bleedMm: 3,
  minDpi: 150,
})

async function render(doc: Parameters<typeof renderBookPdf>[0]['doc'], photo: Buffer) {
  const out = new PassThrough()
  const chunks: Buffer[] = []
  out.on('data', (c: Buffer) => chunks.push(c))
  const reads: string[] = []
  const r = await renderBookPdf(
    {
      spec,
      doc,
      fontsDir: join(projectRoot(), 'server/assets/fonts'),
      photo: async (id) => {
        reads.push(id)
        return { source: photo, width: 1200, height: 900 }
      },
    },
    out,
  )
  return { ...r, pdf: Buffer.concat(chunks), reads }
}

describe('book print PDF', () => {
  it('writes the cover and every page at trim plus bleed, with the trim box inside the bleed', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a4f8f' } })
      .jpeg()
      .toBuffer()
    const rule = pageRuleFor('PHOTO_BOOK', { pages: '24' })!
    const blank = blankMultiPageDocument(112, rule)
    const uploads = ['a', 'b', 'c'].map((l, i) => ({ uploadId: l.repeat(24), width: 1200, height: 900, uploadedAt: i }))
    const { doc } = autoFill(blank, uploads, 'upload', trimBox(spec))
    const withText = {
      ...doc,
      cover: {
        ...doc.cover,
        items: [
          ...doc.cover.items,
          {
            type: 'text' as const,
            id: 't',
            text: 'Sommer 2026\nŁódź · Ærø',
            fontId: 'serif-italic' as const,
            sizeMm: 12,
            color: '#ffffff',
            align: 'center' as const,
            x: 151.5,
            y: 180,
            rotation: -5,
          },
        ],
      },
    }
    const r = await render(withText, photo)
    expect(r.pages).toBe(25)
    const pages = pdfPages(r.pdf)
    expect(pages).toHaveLength(25)
    for (const p of pages) {
      expect(mmOf(p.mediaBox[2])).toBeCloseTo(303, 1)
      expect(mmOf(p.mediaBox[3])).toBeCloseTo(216, 1)
      expect(p.trimBox!.map(mmOf).map((n) => Math.round(n * 10) / 10)).toEqual([3, 3, 300, 213])
    }
    expect(r.reads).toEqual(['a', 'b', 'c'].map((l) => l.repeat(24)))
    const text = r.pdf.toString('latin1')
    // The fonts are embedded (a FontFile2 stream per font used), and the photos kept at their source pixels.
    expect(text).toMatch(/\/FontFile2/)
    expect(text).toMatch(/\/Width 1200\s/)
  })
})
