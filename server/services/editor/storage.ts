import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { dirname, join, normalize, sep } from 'node:path'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { Db } from '../../../db/client.js'

export type { OwnerKey } from '../../../db/queries/editor.js'

/** What the editor services need: the database, where files live, the bundled fonts and the clock. */
export interface EditorDeps {
  db: Db
  /** data/: uploads and print files go in sub-folders of it. */
  dataDir: string
  /** Rendered editor backgrounds (public catalog art, safe to cache). */
  cacheDir: string
  fontsDir: string
  now: () => number
}

export const uploadsDir = (deps: Pick<EditorDeps, 'dataDir'>) => join(deps.dataDir, 'uploads')
export const printFilesDir = (deps: Pick<EditorDeps, 'dataDir'>) => join(deps.dataDir, 'print-files')

export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex')
}

/** SHA-256 of a file, read as a stream (an upload is never held in memory whole). */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(path), hash)
  return hash.digest('hex')
}

/** The first `n` bytes of a file (fewer when it is shorter), for sniffing its type. */
export async function fileHead(path: string, n = 16): Promise<Buffer> {
  const fh = await open(path, 'r')
  try {
    const buf = Buffer.alloc(n)
    const { bytesRead } = await fh.read(buf, 0, n, 0)
    return buf.subarray(0, bytesRead)
  } finally {
    await fh.close()
  }
}

/**
 * Moves a finished temporary file (same filesystem) to its content-addressed place; when that file exists already
 * (same content) the temporary one is left for the caller to delete.
 */
export async function moveOnce(tmp: string, path: string): Promise<void> {
  if (await exists(path)) return
  await mkdir(dirname(path), { recursive: true })
  await rename(tmp, path)
}

/** Content-addressed name: two-level fan-out keeps folders small (ab/abcdef….jpg). */
export function hashedName(hash: string, suffix: string): string {
  return `${hash.slice(0, 2)}/${hash}${suffix}`
}

/** Resolves a stored relative name inside its folder; a name that would leave the folder is refused. */
export function storedPath(root: string, relative: string): string {
  const path = normalize(join(root, relative))
  if (!path.startsWith(normalize(root) + sep)) throw new Error(`stored path escapes its folder: ${relative}`)
  return path
}

export async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

/** Write-then-rename: readers see no file or the whole file. An existing file (same content) is kept. */
export async function writeOnce(path: string, data: Buffer): Promise<void> {
  if (await exists(path)) return
  await mkdir(dirname(path), { recursive: true })
  const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`
  try {
    await writeFile(tmp, data)
    await rename(tmp, path)
  } catch (err) {
    await rm(tmp, { force: true })
    throw err
  }
}

/** At most `max` heavy image jobs at a time (a 2-core server decoding five 50 MP photos at once would stall). */
export function limiter(max: number) {
  let active = 0
  const queue: (() => void)[] = []
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((ok) => queue.push(ok))
    active++
    try {
      return await job()
    } finally {
      active--
      queue.shift()?.()
    }
  }
}

/** Upload decodes: one at a time per process, so twenty concurrent uploads hold one decode's memory (decision 025). */
export const imageJobs = limiter(1)

/** 24 base32 characters (120 random bits), the id format of uploads and personalised designs. */
export function newEditorId(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(15)))
}
