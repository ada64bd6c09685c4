import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises'
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
