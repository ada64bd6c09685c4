/**
 * No PDF library is installed besides pdfkit (a writer), so the tests read what they check themselves: the page
 * objects of a PDF and their MediaBox. pdfkit writes object dictionaries uncompressed (only content streams are
 * deflated), which is all this reads; it is not a general PDF parser.
 */
export interface PdfPage {
  mediaBox: [number, number, number, number]
  trimBox: [number, number, number, number] | null
}

const box = (dict: string, name: string): [number, number, number, number] | null => {
  const m = new RegExp(`/${name}\\s*\\[\\s*([-\\d.\\s]+)\\]`).exec(dict)
  if (!m) return null
  const n = m[1]!.trim().split(/\s+/).map(Number)
  return n.length === 4 ? (n as [number, number, number, number]) : null
}

export function pdfPages(pdf: Buffer): PdfPage[] {
  const text = pdf.toString('latin1')
  if (!text.startsWith('%PDF-')) throw new Error('not a PDF')
  const pages: PdfPage[] = []
  for (const m of text.matchAll(/<<((?:[^<>]|<<(?:[^<>]|<<[^<>]*>>)*>>)*)>>/g)) {
    const dict = m[1]!
    if (!/\/Type\s*\/Page(?![s\w])/.test(dict)) continue
    pages.push({ mediaBox: box(dict, 'MediaBox')!, trimBox: box(dict, 'TrimBox') })
  }
  return pages
}

export const mmOf = (points: number) => (points * 25.4) / 72
