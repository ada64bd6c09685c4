import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import type { Db } from '../../../db/client.js'
import type { FileStorage } from '../storage/file-storage.js'

export type { OwnerKey } from '../../../db/queries/editor.js'

/** What the editor services need: the database, the file storage, the bundled fonts and the clock. */
export interface EditorDeps {
  db: Db
  /** Uploads (`uploads/…`) and print files (`print-files/…`), shared by every instance (decision 030). */
  storage: FileStorage
  /** Key folder of rendered editor backgrounds (public catalog art, safe to cache), e.g. `media-cache/art-v3`. */
  cacheFolder: string
  fontsDir: string
  now: () => number
}

/** Storage folder of uploads; its temporary folder receives the bodies being read. */
export const UPLOADS = 'uploads'
/** Storage folder of print files and private previews. */
export const PRINT_FILES = 'print-files'

/** The key of a stored upload name (`ab/abcdef….jpg`, from the database); a name that escapes is refused. */
export const uploadKey = (stored: string) => `${UPLOADS}/${stored}`
export const printFileKey = (stored: string) => `${PRINT_FILES}/${stored}`

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

/** Content-addressed name: two-level fan-out keeps folders small (ab/abcdef….jpg). */
export function hashedName(hash: string, suffix: string): string {
  return `${hash.slice(0, 2)}/${hash}${suffix}`
}

/** Write-then-rename (FileStorage.put): readers see no file or the whole file. An existing file (same content) is kept. */
export async function writeOnce(storage: FileStorage, key: string, data: Buffer): Promise<void> {
  if (await storage.exists(key)) return
  await storage.put(key, data)
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
