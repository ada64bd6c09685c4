import { randomUUID } from 'node:crypto'
import { accessSync, constants, createReadStream, statSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Readable } from 'node:stream'
import { keySegments, TEMP_PREFIX, type FileStorage } from './file-storage.js'

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * The filesystem adapter (decision 030): keys are files below `root`, a folder on a volume every instance mounts
 * (STORAGE_PATH). Temporary files sit in the first folder of their key, so storing them is a rename on one volume.
 */
export function createFsStorage(root: string): FileStorage {
  const base = resolve(root)
  const pathOf = (key: string) => join(base, ...keySegments(key))
  const tempIn = (key: string) => {
    const segments = keySegments(key)
    return join(base, ...segments.slice(0, segments.length > 1 ? 1 : 0), `${TEMP_PREFIX}${randomUUID()}.part`)
  }

  async function exists(key: string): Promise<boolean> {
    return stat(pathOf(key)).then(
      () => true,
      () => false,
    )
  }

  return {
    description: `filesystem ${base}`,
    tempDir(area) {
      return pathOf(area)
    },
    async putFile(key, tempPath) {
      const path = pathOf(key)
      if (await exists(key)) {
        await rm(tempPath, { force: true })
        return 'existing'
      }
      await mkdir(dirname(path), { recursive: true })
      // rename(2) replaces atomically: a second instance renaming the same content-addressed key is harmless.
      await rename(tempPath, path)
      return 'stored'
    },
    async put(key, data) {
      const path = pathOf(key)
      const tmp = tempIn(key)
      await mkdir(dirname(path), { recursive: true })
      await mkdir(dirname(tmp), { recursive: true })
      try {
        await writeFile(tmp, data)
        await rename(tmp, path)
      } catch (err) {
        await rm(tmp, { force: true })
        throw err
      }
    },
    async read(key) {
      return readFile(pathOf(key)).catch((err: unknown) => {
        if (missing(err)) return null
        throw err
      })
    },
    openRead(key): Readable {
      return createReadStream(pathOf(key))
    },
    async stat(key) {
      const s = await stat(pathOf(key)).catch((err: unknown) => {
        if (missing(err)) return null
        throw err
      })
      return s?.isFile() ? { bytes: s.size, modifiedAt: s.mtimeMs } : null
    },
    exists,
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async list(folder) {
      const dir = pathOf(folder)
      const entries = await readdir(dir, { withFileTypes: true }).catch((err: unknown) => {
        if (missing(err)) return []
        throw err
      })
      const files = []
      for (const e of entries) {
        if (!e.isFile()) continue
        const s = await stat(join(dir, e.name)).catch(() => null)
        if (s) files.push({ key: `${folder}/${e.name}`, bytes: s.size, modifiedAt: s.mtimeMs })
      }
      return files
    },
  }
}

/**
 * Why `root` cannot be the storage, or null when it can: an existing folder this process may write into, or a path
 * whose nearest existing ancestor is such a folder (the folders are created on first write). Checked at start
 * (server/config/start-checks.ts) without writing anything.
 */
export function storageRootProblem(root: string): string | null {
  const path = resolve(root)
  let probe = path
  for (;;) {
    const s = statOrNull(probe)
    if (s) {
      if (!s.isDirectory())
        return probe === path
          ? `${path} is a file, not a folder`
          : `${path} cannot be created: ${probe} is a file, not a folder`
      try {
        accessSync(probe, constants.W_OK | constants.X_OK)
      } catch {
        return probe === path
          ? `${path} is not writable by this process`
          : `${path} cannot be created: ${probe} is not writable by this process`
      }
      return null
    }
    const parent = dirname(probe)
    if (parent === probe) return `${path} cannot be created`
    probe = parent
  }
}

function statOrNull(path: string) {
  try {
    return statSync(path)
  } catch {
    return null
  }
}
