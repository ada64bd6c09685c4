import { describe, expect, it } from 'vitest'
import { safeFileName, sniffFileType } from './file-sniffing.js'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

describe('file type by content', () => {
  it('recognises the allowed types by their magic bytes', () => {
    expect(sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffFileType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffFileType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffFileType(bytes([0, 0, 0, 24], 'ftypheic'))).toBe('image/heic')
    expect(sniffFileType(bytes('%PDF-1.7'))).toBe('application/pdf')
    expect(sniffFileType(bytes('PK', [3, 4, 20, 0]))).toBe('application/zip')
  })
  it('refuses anything else, whatever its name says', () => {
    expect(sniffFileType(bytes('<html><script>'))).toBeNull()
    expect(sniffFileType(bytes('MZ', [0x90, 0]))).toBeNull()
    expect(sniffFileType(new Uint8Array())).toBeNull()
    expect(sniffFileType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull()
  })
  it('keeps only a safe base name with the extension of the real type', () => {
    expect(safeFileName('../../etc/passwd.jpg', 'application/pdf')).toBe('passwd.pdf')
    expect(safeFileName('C:\\\\Users\\\\ana\\\\Foto "1".PNG', 'image/png')).toBe('Foto 1.png')
    expect(safeFileName('', 'application/zip')).toBe('file.zip')
  })
})
