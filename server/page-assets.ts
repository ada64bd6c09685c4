import type { RequestHandler } from 'express'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AppDeps } from './app.js'

/** Where `npm run dev` (scripts/run.js) leaves Vike's dev middleware before it loads server/index.ts through Vite. */
export const DEV_MIDDLEWARE = Symbol.for('photo-storefront.vike-dev-middleware')

/**
 * Pages and assets: in production Vike's build (dist/server/entry.mjs registers the pages, dist/client holds the
 * assets); in development the Vite dev server that loaded this module (HMR), whose middleware `npm run dev` hands
 * over. Either way the page hooks and the Express app share one copy of each server module (decision 018).
 */
export async function pageAssets(root: string, dev: boolean): Promise<{ assets: AppDeps['assets']; buildId: string }> {
  if (dev) {
    const middleware = (globalThis as { [DEV_MIDDLEWARE]?: RequestHandler })[DEV_MIDDLEWARE]
    if (!middleware) throw new Error('Development mode runs inside the Vite dev server: use "npm run dev"')
    return { assets: { kind: 'dev', middleware }, buildId: 'dev' }
  }
  const dist = join(root, 'dist')
  if (!existsSync(join(dist, 'server/entry.mjs')))
    throw new Error('No production build in dist/: run "npm run build" first')
  await import(/* @vite-ignore */ pathToFileURL(join(dist, 'server/entry.mjs')).href)
  const { build } = JSON.parse(readFileSync(join(dist, 'build.json'), 'utf8')) as { build: string }
  return { assets: { kind: 'static', dir: join(dist, 'client') }, buildId: build }
}
