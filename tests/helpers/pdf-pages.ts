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

/** Object number -> its dictionary (the outermost `<< >>` after `N 0 obj`). */
function objectDicts(text: string): Map<string, string> {
  const dicts = new Map<string, string>()
  for (const m of text.matchAll(/(?:^|\n)(\d+) 0 obj\s*<<((?:[^<>]|<<(?:[^<>]|<<[^<>]*>>)*>>)*)>>/g))
    dicts.set(m[1]!, m[2]!)
  return dicts
}

/** Each page's image XObjects, in page order: the pixel size of every image its resources name. */
export function pdfPageImages(pdf: Buffer): { width: number; height: number }[][] {
  const text = pdf.toString('latin1')
  const dicts = objectDicts(text)
  const resolve = (dict: string, name: string) => {
    const ref = new RegExp(`/${name}\\s+(\\d+) 0 R`).exec(dict)?.[1]
    return ref ? (dicts.get(ref) ?? '') : (new RegExp(`/${name}\\s*<<((?:[^<>]|<<[^<>]*>>)*)>>`).exec(dict)?.[1] ?? '')
  }
  return [...dicts.values()]
    .filter((dict) => /\/Type\s*\/Page(?![s\w])/.test(dict))
    .map((page) => {
      const xobjects = resolve(resolve(page, 'Resources'), 'XObject')
      return [...xobjects.matchAll(/\/\w+\s+(\d+) 0 R/g)]
        .map(([, ref]) => dicts.get(ref!) ?? '')
        .filter((dict) => /\/Subtype\s*\/Image/.test(dict))
        .map((dict) => ({
          width: Number(/\/Width (\d+)/.exec(dict)![1]),
          height: Number(/\/Height (\d+)/.exec(dict)![1]),
        }))
    })
}
