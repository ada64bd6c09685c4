import { inflateSync } from 'node:zlib'

interface ParsedPdf {
  /** Object id -> its dictionary text; object id -> its (inflated) stream. */
  dicts: Map<string, string>
  streams: Map<string, string>
  /** Font resource name (F1) -> glyph id -> text, through the font's /ToUnicode CMap. */
  cmaps: Map<string, Map<number, string>>
}

function parsePdf(pdf: Buffer): ParsedPdf {
  const raw = pdf.toString('latin1')
  const dicts = new Map<string, string>()
  const streams = new Map<string, string>()
  const objRe = /(?:^|\n)(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(stream\r?\n|endobj)/g
  for (let m = objRe.exec(raw); m; m = objRe.exec(raw)) {
    const [, id, dict, tail] = m as unknown as [string, string, string, string]
    dicts.set(id, dict)
    if (tail.startsWith('stream')) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1])
      const start = m.index + m[0].length
      let data = pdf.subarray(start, start + length)
      if (dict.includes('/FlateDecode')) data = inflateSync(data)
      streams.set(id, data.toString('latin1'))
      objRe.lastIndex = start + length
    }
  }

  const cmaps = new Map<string, Map<number, string>>()
  for (const [, name, fontId] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicodeId = /\/ToUnicode (\d+) 0 R/.exec(dicts.get(fontId!) ?? '')?.[1]
    const cmap = new Map<number, string>()
    for (const [, start, , entries] of (streams.get(toUnicodeId ?? '') ?? '').matchAll(
      /<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi,
    )) {
      ;[...entries!.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, hex], i) => {
        const units = hex!.split(' ').map((h) => parseInt(h, 16))
        cmap.set(parseInt(start!, 16) + i, String.fromCharCode(...units))
      })
    }
    cmaps.set(name!, cmap)
  }
  return { dicts, streams, cmaps }
}

/** One text object (BT..ET) of a content stream: its text and the fill colour it was shown in (#rrggbb). */
export interface TextRun {
  text: string
  fill: string
}

function textRuns(content: string, cmaps: ParsedPdf['cmaps']): { runs: TextRun[]; missingGlyphs: number } {
  let missingGlyphs = 0
  const runs: TextRun[] = []
  let font = new Map<number, string>()
  let fill = '#000000'
  let line = ''
  for (const [token, fontName, array, single, colour] of content.matchAll(
    /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj|\bET\b|([\d.]+ [\d.]+ [\d.]+) scn/gi,
  )) {
    if (fontName) font = cmaps.get(fontName) ?? new Map()
    else if (colour)
      fill = `#${colour
        .split(' ')
        .map((c) =>
          Math.round(Number(c) * 255)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`
    else if (token === 'ET') {
      if (line) runs.push({ text: line, fill })
      line = ''
    } else {
      for (const [, hex] of (array ?? `<${single}>`).matchAll(/<([0-9a-f]*)>/gi)) {
        for (let i = 0; i < hex!.length; i += 4) {
          const gid = parseInt(hex!.slice(i, i + 4), 16)
          if (gid === 0) missingGlyphs++
          line += font.get(gid) ?? '\uFFFD'
        }
      }
    }
  }
  return { runs, missingGlyphs }
}

/**
 * Text of a pdfkit PDF, as a viewer would copy it. pdfkit writes text with embedded fonts as glyph ids
 * (`<0012 0034> Tj`), compressed; so this inflates the streams, reads each font's ToUnicode CMap and decodes the
 * shown strings per font. One line per text object (BT..ET). A glyph id 0 (.notdef: a character the font cannot
 * draw) is counted in `missingGlyphs`.
 */
export function pdfText(pdf: Buffer): { text: string; missingGlyphs: number } {
  const { streams, cmaps } = parsePdf(pdf)
  let missingGlyphs = 0
  const out: string[] = []
  for (const content of streams.values()) {
    const r = textRuns(content, cmaps)
    missingGlyphs += r.missingGlyphs
    out.push(...r.runs.map((run) => run.text))
  }
  return { text: out.join('\n'), missingGlyphs }
}

/** The text runs of each page, in page order (the order pdfkit writes its page objects). */
export function pdfPageRuns(pdf: Buffer): TextRun[][] {
  const { dicts, streams, cmaps } = parsePdf(pdf)
  return [...dicts.values()]
    .filter((dict) => /\/Type\s*\/Page(?![s\w])/.test(dict))
    .map((dict) => textRuns(streams.get(/\/Contents (\d+) 0 R/.exec(dict)?.[1] ?? '') ?? '', cmaps).runs)
}

type Matrix = [number, number, number, number, number, number]
const times = (m: Matrix, c: Matrix): Matrix => [
  m[0] * c[0] + m[1] * c[2],
  m[0] * c[1] + m[1] * c[3],
  m[2] * c[0] + m[3] * c[2],
  m[2] * c[1] + m[3] * c[3],
  m[4] * c[0] + m[5] * c[2] + c[4],
  m[4] * c[1] + m[5] * c[3] + c[5],
]

/** Where an image is drawn on a page, in points from the page's top-left corner (as the editor measures). */
export interface ImageBox {
  x: number
  y: number
  width: number
  height: number
}

/**
 * The boxes of the images each page draws (`/Name Do`), in page order: the content stream's `q`, `Q` and `cm` are
 * followed so each image's unit square is mapped through the transform in force, as a viewer places it.
 */
export function pdfImagePlacements(pdf: Buffer): ImageBox[][] {
  const { dicts, streams } = parsePdf(pdf)
  return [...dicts.values()]
    .filter((dict) => /\/Type\s*\/Page(?![s\w])/.test(dict))
    .map((dict) => {
      const pageHeight = Number(/\/MediaBox\s*\[\s*[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)/.exec(dict)?.[1])
      const content = streams.get(/\/Contents (\d+) 0 R/.exec(dict)?.[1] ?? '') ?? ''
      const stack: Matrix[] = []
      let ctm: Matrix = [1, 0, 0, 1, 0, 0]
      const boxes: ImageBox[] = []
      const num = '(-?[\\d.]+)'
      const ops = new RegExp(`${Array(6).fill(num).join(' ')} cm|(?<![\\w/])([qQ])(?![\\w])|/(\\w+) Do`, 'g')
      for (const m of content.matchAll(ops)) {
        if (m[7] === 'q') stack.push(ctm)
        else if (m[7] === 'Q') ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0]
        else if (m[8]) {
          const corners = [
            [0, 0],
            [1, 0],
            [0, 1],
            [1, 1],
          ].map(([u, v]) => [ctm[0] * u! + ctm[2] * v! + ctm[4], ctm[1] * u! + ctm[3] * v! + ctm[5]] as const)
          const xs = corners.map((c) => c[0])
          const ys = corners.map((c) => c[1])
          const top = Math.max(...ys)
          boxes.push({
            x: Math.min(...xs),
            y: pageHeight - top,
            width: Math.max(...xs) - Math.min(...xs),
            height: top - Math.min(...ys),
          })
        } else ctm = times(m.slice(1, 7).map(Number) as Matrix, ctm)
      }
      return boxes
    })
}
