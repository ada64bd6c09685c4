import busboy from 'busboy'
import type { Request } from 'express'

export interface UploadedFile {
  field: string
  fileName: string
  data: Buffer
}

export type MultipartResult =
  | { ok: true; fields: Record<string, string>; files: UploadedFile[] }
  | { ok: false; status: 400 | 413 | 415; message: string }

/**
 * Reads a multipart/form-data body with hard limits (file size, file count, field count and size). Anything over a
 * limit is refused as a whole: nothing half-read reaches the caller.
 */
export function readMultipart(
  req: Request,
  limits: { fileBytes: number; files: number; fields: number; fieldBytes: number },
): Promise<MultipartResult> {
  return new Promise((resolve) => {
    if (!req.is('multipart/form-data'))
      return resolve({ ok: false, status: 415, message: 'Expected multipart/form-data.' })
    let bb: busboy.Busboy
    try {
      bb = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.fileBytes,
          files: limits.files,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
          parts: limits.files + limits.fields,
        },
      })
    } catch {
      return resolve({ ok: false, status: 400, message: 'Malformed multipart body.' })
    }
    const fields: Record<string, string> = {}
    const files: UploadedFile[] = []
    let failure: MultipartResult | null = null
    const fail = (r: MultipartResult) => {
      failure ??= r
    }
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) fail({ ok: false, status: 413, message: `Field ${name} is too long.` })
      fields[name] = value
    })
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('limit', () =>
        fail({
          ok: false,
          status: 413,
          message: `The file is larger than ${Math.round(limits.fileBytes / 1_048_576)} MB.`,
        }),
      )
      stream.on('close', () => {
        const data = Buffer.concat(chunks)
        if (info.filename && data.length > 0) files.push({ field, fileName: info.filename, data })
      })
    })
    bb.on('filesLimit', () => fail({ ok: false, status: 413, message: `At most ${limits.files} file(s).` }))
    bb.on('fieldsLimit', () => fail({ ok: false, status: 413, message: 'Too many fields.' }))
    bb.on('partsLimit', () => fail({ ok: false, status: 413, message: 'Too many parts.' }))
    bb.on('error', () => resolve({ ok: false, status: 400, message: 'Malformed multipart body.' }))
    bb.on('close', () => resolve(failure ?? { ok: true, fields, files }))
    req.pipe(bb)
  })
}
