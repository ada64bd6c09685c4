import busboy from 'busboy'
import type { Request, Response } from 'express'
import { randomUUID } from 'node:crypto'
import { createWriteStream, mkdirSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'

/** A file of the body, streamed to a temporary file (never held in memory). The caller owns it: see `discardFiles`. */
export interface UploadedFile {
  field: string
  fileName: string
  /** The temporary file, `<tmpDir>/.incoming-<uuid>.part`: on the storage's filesystem, so storing it is a rename. */
  path: string
  bytes: number
}

/** Temporary files start with this (stored files never do: they are named by their SHA-256). */
export const TEMP_PREFIX = '.incoming-'

export type MultipartResult =
  | { ok: true; fields: Record<string, string>; files: UploadedFile[] }
  | { ok: false; status: 400 | 413 | 415 | 503; message: string; tooMany?: 'files' }

/** Deletes the temporary files of a read body (those already moved to their stored place are simply gone). */
export async function discardFiles(files: readonly UploadedFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.path, { force: true })))
}

/**
 * Deletes the temporary files of a read body before its response ends (and, failing that, when the connection
 * closes): whatever the handler answers, a client that has the answer finds no temporary file left. A file already
 * moved to its stored place is simply gone.
 */
export function discardBeforeResponse(res: Response, files: readonly UploadedFile[]): void {
  if (files.length === 0) return
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  res.end = ((...args: unknown[]) => {
    void discardFiles(files).finally(() => end(...args))
    return res
  }) as Response['end']
  res.on('close', () => void discardFiles(files))
}

/**
 * Reads a multipart/form-data body with hard limits (file size, file count, field count and size). Files are
 * streamed to temporary files below `tmpDir`, the size limit enforced while they arrive (decision 025). Anything
 * over a limit, malformed or interrupted is refused as a whole and its temporary files deleted before the promise
 * settles: nothing half-read reaches the caller or stays on disk. On success the caller owns the files: see
 * `discardBeforeResponse`.
 */
export function readMultipart(
  req: Request,
  limits: { fileBytes: number; files: number; fields: number; fieldBytes: number; tmpDir: string },
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
    /** Every temporary file opened, kept or not, and the promise of its write stream having closed. */
    const temps: { path: string; closed: Promise<void>; stop: () => void }[] = []
    let failure: Extract<MultipartResult, { ok: false }> | null = null
    let settled = false
    const fail = (r: Extract<MultipartResult, { ok: false }>) => {
      failure ??= r
    }
    const settle = async (r: MultipartResult | null) => {
      if (settled) return
      settled = true
      const result = r ?? failure ?? { ok: true as const, fields, files }
      if (!result.ok) for (const t of temps) t.stop()
      await Promise.all(temps.map((t) => t.closed))
      if (!result.ok) await Promise.all(temps.map((t) => rm(t.path, { force: true })))
      resolve(result)
    }
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated) fail({ ok: false, status: 413, message: `Field ${name} is too long.` })
      fields[name] = value
    })
    bb.on('file', (field, stream, info) => {
      if (!info.filename || failure) {
        stream.resume()
        return
      }
      mkdirSync(limits.tmpDir, { recursive: true })
      const path = join(limits.tmpDir, `${TEMP_PREFIX}${randomUUID()}.part`)
      const out = createWriteStream(path)
      let bytes = 0
      const closed = new Promise<void>((done) => out.on('close', done))
      const stop = () => {
        stream.unpipe(out)
        stream.resume()
        out.destroy()
      }
      temps.push({ path, closed, stop })
      out.on('error', () => {
        fail({ ok: false, status: 503, message: 'The upload could not be stored; please try again later.' })
        stop()
      })
      stream.on('data', (c: Buffer) => (bytes += c.length))
      stream.on('limit', () => {
        fail({
          ok: false,
          status: 413,
          message: `The file is larger than ${Math.round(limits.fileBytes / 1_048_576)} MB.`,
        })
        stop()
      })
      stream.on('end', () => {
        if (!stream.truncated && bytes > 0) files.push({ field, fileName: info.filename, path, bytes })
      })
      stream.pipe(out)
    })
    bb.on('filesLimit', () =>
      fail({ ok: false, status: 413, message: `At most ${limits.files} file(s).`, tooMany: 'files' }),
    )
    bb.on('fieldsLimit', () => fail({ ok: false, status: 413, message: 'Too many fields.' }))
    bb.on('partsLimit', () => fail({ ok: false, status: 413, message: 'Too many parts.' }))
    bb.on('error', () => void settle({ ok: false, status: 400, message: 'Malformed multipart body.' }))
    bb.on('close', () => void settle(null))
    // A client that goes away mid-body: busboy never finishes, so the temporary files are dropped here.
    req.on('close', () => {
      if (!req.complete) void settle({ ok: false, status: 400, message: 'The upload was interrupted.' })
    })
    req.pipe(bb)
  })
}
