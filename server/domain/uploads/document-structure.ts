/**
 * Structure checks of the documents a shopper may upload as they are (PDF, ZIP; decision 025): the first bytes only
 * say what a file claims to be. A ZIP is read from its central directory (the index every unzip tool trusts) with a
 * bound on the entry count and on the total uncompressed size, so a zip bomb (1 MB that unpacks to 1 GiB) is refused
 * before it reaches the print shop. A PDF needs its header and an end-of-file marker, and a startxref that points
 * inside the file. Nothing is decompressed here.
 */

export interface DocumentLimits {
  zipEntries: number
  zipUncompressedBytes: number
}

export const DOCUMENT_LIMITS: DocumentLimits = {
  /** Files in one ZIP. */
  zipEntries: 1_000,
  /** Total uncompressed size of one ZIP's files (what unpacking it would write). */
  zipUncompressedBytes: 250 * 1024 * 1024,
}

export type StructureResult = { ok: true } | { ok: false; message: string }

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50

/** ZIP: the end-of-central-directory record, then every central directory entry, within the file and within bounds. */
export function checkZip(b: Uint8Array, limits: DocumentLimits = DOCUMENT_LIMITS): StructureResult {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength)
  const bad = (message: string): StructureResult => ({ ok: false, message })
  // The record is 22 bytes plus a comment of up to 65535 bytes, at the very end.
  let eocd = -1
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === EOCD && i + 22 + view.getUint16(i + 20, true) === b.length) {
      eocd = i
      break
    }
  }
  if (eocd < 0) return bad('The ZIP file is damaged or incomplete (no central directory).')
  const disk = view.getUint16(eocd + 4, true)
  const cdDisk = view.getUint16(eocd + 6, true)
  const entriesHere = view.getUint16(eocd + 8, true)
  const entries = view.getUint16(eocd + 10, true)
  const cdSize = view.getUint32(eocd + 12, true)
  const cdOffset = view.getUint32(eocd + 16, true)
  if (disk !== 0 || cdDisk !== 0 || entriesHere !== entries)
    return bad('Split (multi-part) ZIP files are not accepted.')
  if (entries === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff)
    return bad('ZIP64 archives are not accepted; please send a smaller ZIP file.')
  if (entries > limits.zipEntries) return bad(`The ZIP file holds more than ${limits.zipEntries} files.`)
  if (cdOffset + cdSize > eocd) return bad('The ZIP file is damaged or incomplete (central directory).')
  let at = cdOffset
  let total = 0
  for (let n = 0; n < entries; n++) {
    if (at + 46 > cdOffset + cdSize || view.getUint32(at, true) !== CENTRAL)
      return bad('The ZIP file is damaged or incomplete (central directory entry).')
    const flags = view.getUint16(at + 8, true)
    const compressed = view.getUint32(at + 20, true)
    const uncompressed = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const localOffset = view.getUint32(at + 42, true)
    if (flags & 0x1) return bad('Encrypted ZIP files are not accepted.')
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || localOffset === 0xffffffff)
      return bad('ZIP64 archives are not accepted; please send a smaller ZIP file.')
    if (localOffset + 30 + compressed > cdOffset || view.getUint32(localOffset, true) !== LOCAL)
      return bad('The ZIP file is damaged or incomplete (file data).')
    total += uncompressed
    if (total > limits.zipUncompressedBytes)
      return bad(
        `The ZIP file unpacks to more than ${Math.round(limits.zipUncompressedBytes / 1_048_576)} MB; please send fewer or smaller files.`,
      )
    at += 46 + nameLength + extraLength + commentLength
  }
  if (at !== cdOffset + cdSize) return bad('The ZIP file is damaged or incomplete (central directory size).')
  return { ok: true }
}

/** PDF: `%PDF-1.x` or `%PDF-2.x` first, `%%EOF` within the last kilobyte, and a startxref (if any) inside the file. */
export function checkPdf(b: Uint8Array): StructureResult {
  const text = (from: number, to: number) => Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('latin1')
  if (!/^%PDF-[12]\.\d/.test(text(0, Math.min(b.length, 8))))
    return { ok: false, message: 'The PDF file is damaged (no PDF header).' }
  const tail = text(Math.max(0, b.length - 1024), b.length)
  const eof = tail.lastIndexOf('%%EOF')
  if (eof < 0) return { ok: false, message: 'The PDF file is incomplete (no end-of-file marker).' }
  const xref = /startxref\s+(\d{1,12})\s+%%EOF/.exec(tail.slice(Math.max(0, eof - 40)))
  if (xref && Number(xref[1]) >= b.length)
    return { ok: false, message: 'The PDF file is damaged (its cross-reference table lies outside the file).' }
  return { ok: true }
}

/** The structure check of a sniffed type (images are checked by decoding them elsewhere). */
export function checkDocument(type: string, b: Uint8Array): StructureResult {
  if (type === 'application/zip') return checkZip(b)
  if (type === 'application/pdf') return checkPdf(b)
  return { ok: true }
}
