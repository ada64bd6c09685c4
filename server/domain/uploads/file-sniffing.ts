/**
 * What a file is, decided by its first bytes (never by its name or the browser's claim). Used for support
 * attachments and photo uploads.
 */
export type SniffedType =
  'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/heic' | 'application/pdf' | 'application/zip'

const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((v, i) => b[at + i] === v)
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to))

export function sniffFileType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp'
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(head, 4, 8) === 'ftyp' && ['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'].includes(ascii(head, 8, 12)))
    return 'image/heic'
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf'
  // Local file header, or the end-of-central-directory record of an empty archive.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'application/zip'
  return null
}

export const EXTENSION: Readonly<Record<SniffedType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
}

/** A file name safe to show and to send back in Content-Disposition: no paths, no control characters. */
export function safeFileName(raw: string, type: SniffedType): string {
  const base = raw.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 80)
  const stem = cleaned.replace(/\.[^.]*$/, '') || 'file'
  return `${stem}.${EXTENSION[type]}`
}
