import { Router } from 'express'
import { readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { sendError } from '../http/http-error.js'

/** The build's page routes that take no parameters (folders of pages/ with a +Page and no +route), e.g. /offers. */
export function staticRoutes(pagesDir: string): string[] {
  const out: string[] = []
  const walk = (dir: string, route: string) => {
    const entries = readdirSync(dir, { withFileTypes: true })
    const files = new Set(entries.filter((e) => e.isFile()).map((e) => e.name))
    if (files.has('+Page.tsx') && !files.has('+route.ts')) out.push(route === '/index' ? '/' : route)
    for (const e of entries)
      if (e.isDirectory() && !e.name.startsWith('_')) walk(join(dir, e.name), `${route}/${e.name}`.replace('//', '/'))
  }
  if (existsSync(pagesDir)) walk(pagesDir, '')
  return out.sort()
}

/**
 * Spec section 7: `GET /builds/latest.json` names the running build (the browser reloads on its next navigation after
 * a deploy); `GET /builds/meta/{build}.json` is that build's route metadata for prefetching: the routes and the URL of
 * each route's payload. Another build's id is a 404: its metadata is not this server's to give.
 */
export function buildsRouter(opts: { buildId: string; rootDir: string }): Router {
  const router = Router()
  let routes: string[] | null = null
  router.get('/latest.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json({ build: opts.buildId })
  })
  router.get('/meta/:file', (req, res) => {
    const build = /^([\w.-]{1,64})\.json$/.exec(req.params.file)?.[1]
    if (!build)
      return sendError(res, 400, 'invalid_build', 'a build id has letters, digits, dots, hyphens, underscores')
    if (build !== opts.buildId) return sendError(res, 404, 'unknown_build', `build ${build} is not running here`)
    routes ??= staticRoutes(join(opts.rootDir, 'pages'))
    res.set('Cache-Control', 'public, max-age=31536000, immutable').json({
      id: opts.buildId,
      routes: routes.map((path) => ({ path, payload: path === '/' ? '/_payload.json' : `${path}/_payload.json` })),
    })
  })
  return router
}
