import sharp from 'sharp'
import { createDeflate, crc32 } from 'node:zlib'
import type { Shopper } from './shopper.js'
import { multipart } from './multipart.js'

/** A generated "photo": a colour gradient with a disc, so crops and rotations are visible. */
export async function photo(
  width: number,
  height: number,
  opts: { orientation?: number; format?: 'jpeg' | 'png' } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#2a4f8f"/><stop offset="1" stop-color="#f1c40f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 3}" r="${Math.min(width, height) / 5}" fill="#c0392b"/></svg>`
  let img = sharp(Buffer.from(svg))
  if (opts.orientation) img = img.withMetadata({ orientation: opts.orientation })
  return opts.format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 85 }).toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/**
 * A real decompression bomb: a valid greyscale PNG of side × side pixels, all black, that is a few hundred KB on
 * disk but unpacks to side² bytes (16000² = 256 MB, just under libvips' own default limit).
 */
export async function pngBomb(side: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(side, 0)
  ihdr.writeUInt32BE(side, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 0 // greyscale
  const deflate = createDeflate({ level: 9 })
  const parts: Buffer[] = []
  deflate.on('data', (c: Buffer) => parts.push(c))
  const done = new Promise((ok) => deflate.on('end', ok))
  const row = Buffer.alloc(side + 1) // filter byte 0 + zeros
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await new Promise((ok) => deflate.once('drain', ok))
  deflate.end()
  await done
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

export interface UploadJson {
  upload: {
    id: string
    kind: string
    contentType: string
    fileName: string
    width: number | null
    height: number | null
    uploadedAt: number
    takenAt: number | null
    urls: { thumb: string | null; screen: string | null; file: string }
  }
  error?: { code: string; message: string }
}

/** POST /images/upload as the editor sends it (field `img`, optional ext_session_id). */
export async function upload(
  s: Shopper,
  data: Buffer,
  name = 'photo.jpg',
  type = 'image/jpeg',
  fields: Record<string, string> = {},
) {
  const res = await s.postMultipart('/images/upload', multipart(fields, { field: 'img', name, type, data }), {
    accept: 'application/json',
  })
  return { status: res.status, json: res.json<UploadJson>() }
}
