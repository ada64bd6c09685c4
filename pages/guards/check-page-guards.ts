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

/**
 * A page naming a guard that does not exist is refused (spec: "Unknown route middleware"). Run by
 * tests/unit/page-guards.test.ts; the build makes the same check on Vike's resolved configs (vite.config.ts), so the
 * server no longer scans pages/ at every start (decision 018).
 */
export async function assertKnownGuards(pagesDir: string): Promise<void> {
  for (const file of await pageConfigFiles(pagesDir)) {
    const config = (await import(pathToFileURL(file).href)).default as { guards?: unknown }
    const guards = Array.isArray(config.guards) ? config.guards : []
    for (const name of guards) {
      if (typeof name !== 'string' || !Object.hasOwn(GUARDS, name)) throw new UnknownGuardError(String(name), file)
    }
  }
}
