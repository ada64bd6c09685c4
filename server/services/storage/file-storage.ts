import type { Readable } from 'node:stream'

/**
 * Where uploads, print files, the media cache and support attachments live (decision 030). Several app instances
 * share one storage, so nothing here may assume that a file was written by this process. Keys are relative,
 * '/'-separated paths such as `uploads/ab/abcdef….jpg`; a key that would leave the storage (`..`, an absolute path, a
 * NUL or backslash) is refused with a StorageKeyError before anything is read or written.
 */
export interface FileStorage {
  /** For start-up logs: the adapter and where it is rooted. */
  readonly description: string
  /**
   * A folder for temporary files of one area (`uploads`, `attachments`), on the same volume as the stored files, so
   * that `putFile` is a rename. Temporary files there are named `.incoming-<unique>.part` (see `sweepTemporary`).
   */
  tempDir(area: string): string
  /**
   * Moves a finished temporary file (from `tempDir`) to `key`, atomically: readers see no file or the whole file.
   * When `key` exists already (content-addressed: same content) it is kept and the temporary file deleted. Two
   * instances storing the same key at once are safe: each renames its own temporary file, the last one wins with the
   * same bytes.
   */
  putFile(key: string, tempPath: string): Promise<'stored' | 'existing'>
  /** Writes `data` to `key` through a unique temporary file and a rename (atomic, safe against concurrent writers). */
  put(key: string, data: Buffer): Promise<void>
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>
  /** A read stream of the file; a missing file is an `error` event with code ENOENT. */
  openRead(key: string): Readable
  /** Size and modification time, or null when there is no such file. */
  stat(key: string): Promise<{ bytes: number; modifiedAt: number } | null>
  exists(key: string): Promise<boolean>
  /** Deletes the file; a missing file is no error. */
  delete(key: string): Promise<void>
  /** The files directly in a folder (not below it), as keys; an empty list when the folder does not exist. */
  list(folder: string): Promise<{ key: string; bytes: number; modifiedAt: number }[]>
}

/** A key that would leave the storage root, or is not a plain relative path. */
export class StorageKeyError extends Error {
  constructor(key: string, why: string) {
    super(`storage key refused (${why}): ${JSON.stringify(key)}`)
    this.name = 'StorageKeyError'
  }
}

/** Temporary files of bodies being read and of writes in progress start with this (stored files never do). */
export const TEMP_PREFIX = '.incoming-'

/**
 * The key's segments, or a StorageKeyError: relative, '/'-separated, no empty, '.' or '..' segment, no NUL,
 * backslash or drive letter. Checked on the key itself, so every adapter refuses the same keys.
 */
export function keySegments(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0) throw new StorageKeyError(String(key), 'empty')
  if (key.length > 1024) throw new StorageKeyError(key.slice(0, 40), 'too long')
  if (key.includes('\0')) throw new StorageKeyError(key, 'NUL character')
  if (key.includes('\\')) throw new StorageKeyError(key, 'backslash')
  if (key.startsWith('/') || /^[a-zA-Z]:/.test(key)) throw new StorageKeyError(key, 'absolute path')
  const segments = key.split('/')
  for (const s of segments) {
    if (s === '..') throw new StorageKeyError(key, 'escapes the storage root')
    if (s === '' || s === '.') throw new StorageKeyError(key, 'empty or "." segment')
  }
  return segments
}

/**
 * Deletes temporary files (`.incoming-*.part`) older than `maxAgeMs` in the temporary folders of `areas`: left by a
 * process killed mid-upload (kill -9, a crash), they are never renamed into place. Younger ones may belong to an
 * upload in progress on another instance and are kept. Returns the keys deleted.
 */
export async function sweepTemporary(
  storage: FileStorage,
  areas: readonly string[],
  now: number,
  maxAgeMs = 3_600_000,
): Promise<string[]> {
  const deleted: string[] = []
  for (const area of areas) {
    for (const f of await storage.list(area)) {
      const name = f.key.slice(f.key.lastIndexOf('/') + 1)
      if (!name.startsWith(TEMP_PREFIX) || !name.endsWith('.part') || now - f.modifiedAt < maxAgeMs) continue
      await storage.delete(f.key)
      deleted.push(f.key)
    }
  }
  return deleted
}
