import { storageRoot, type Env } from '../../env.js'
import type { Logger } from '../../logger.js'
import { sweepTemporary, type FileStorage } from './file-storage.js'
import { createFsStorage } from './fs-storage.js'

/** The folders whose temporary files (bodies being read, writes in progress) are swept at start. */
const SWEPT = ['uploads', 'attachments', 'print-files', 'media-cache']

/**
 * The file storage of this start (decision 030): the filesystem adapter rooted at STORAGE_PATH (checked by
 * checkStart). Temporary files older than an hour, left by a process killed mid-upload, are deleted first.
 */
export async function openFileStorage(
  env: Pick<Env, 'STORAGE_PATH' | 'DATABASE_PATH'>,
  logger: Pick<Logger, 'info' | 'warn'>,
  now = Date.now(),
): Promise<FileStorage> {
  const storage = createFsStorage(storageRoot(env))
  logger.info(`file storage: ${storage.description}`)
  const swept = await sweepTemporary(storage, SWEPT, now).catch((err: unknown) => {
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'temporary files could not be swept')
    return []
  })
  if (swept.length) logger.info({ files: swept.length }, 'deleted temporary files left by an interrupted upload')
  return storage
}
