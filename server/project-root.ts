import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The `name` in the project's package.json: the marker of the project root. */
export const PROJECT_NAME = 'photo-storefront'

let root: string | null = null

/**
 * The project root: the nearest folder above this module whose package.json names this project. The same from the
 * sources (server/) and from the build (dist/server/chunks/, whose dist/server/package.json has no name), so files
 * read at runtime (migrations/, locales/, pages/, server/assets/, server/console/assets/) stay where they are in the
 * repository instead of being resolved relative to a module that the bundler moves (decision 018).
 */
export function projectRoot(): string {
  root ??= findRoot(dirname(fileURLToPath(import.meta.url)))
  return root
}

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PROJECT_NAME)
      return dir
    if (dirname(dir) === dir) throw new Error(`no package.json named ${PROJECT_NAME} above ${from}`)
  }
}
