import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { GUARDS, UnknownGuardError } from './registry.js'

/** Lists every +config.ts under pages/ (sorted, so errors are stable). */
export async function pageConfigFiles(pagesDir: string): Promise<string[]> {
  const entries = await readdir(pagesDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name === '+config.ts')
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

/** Start-up check: a page naming a guard that does not exist stops the server (spec section 8). */
export async function assertKnownGuards(pagesDir: string): Promise<void> {
  for (const file of await pageConfigFiles(pagesDir)) {
    const config = (await import(pathToFileURL(file).href)).default as { guards?: unknown }
    const guards = Array.isArray(config.guards) ? config.guards : []
    for (const name of guards) {
      if (typeof name !== 'string' || !Object.hasOwn(GUARDS, name)) throw new UnknownGuardError(String(name), file)
    }
  }
}
