import { Router } from 'express'
import { requestContext } from '../http/request-context.js'
import type { Db } from '../../db/client.js'
import { robotsTxt } from '../domain/catalog/sitemap.js'
import { buildSitemap } from '../services/catalog/sitemap.js'

const SITEMAP_TTL_MS = 10 * 60_000

/** robots.txt and sitemap.xml per host; the sitemap is cached briefly per host (it lists every design). */
export function seoRouter(opts: { db: Db; originOf: (host: string) => string; now?: () => number }): Router {
  const router = Router()
  const now = opts.now ?? Date.now
  // The build's promise is kept, so requests arriving while it runs share it instead of building it again.
  const cache = new Map<string, { at: number; xml: Promise<string> }>()
  router.get('/robots.txt', (_req, res) => {
    const tenant = requestContext(res).tenant
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        robotsTxt(
          opts.originOf(tenant.site.hosts[0]!),
          tenant.site.languages.flatMap((l) => (l.pathPrefix === null ? [] : [l.pathPrefix])),
        ),
      )
  })
  router.get('/sitemap.xml', async (_req, res) => {
    const tenant = requestContext(res).tenant
    const key = `${tenant.brand.slug}/${tenant.site.code}`
    let hit = cache.get(key)
    if (!hit || now() - hit.at > SITEMAP_TTL_MS) {
      const built = { at: now(), xml: buildSitemap(opts.db, tenant, opts.originOf) }
      cache.set(key, built)
      // A failed build is not kept: the next request builds again.
      built.xml.catch(() => cache.get(key) === built && cache.delete(key))
      hit = built
    }
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=600')
      .send(await hit.xml)
  })
  return router
}
