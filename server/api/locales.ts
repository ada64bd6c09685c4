import { Router, type Response } from 'express'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { readPo, type PoEntry } from '../../i18n/read-po.js'
import { SHOP_LANGUAGES, type ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import { sendError, zodMessage } from '../http/http-error.js'

const localeParam = z
  .string()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'locale must look like es or es-ES')
  .transform((l) => l.slice(0, 2))
  .refine((l): l is ShopLanguage => (SHOP_LANGUAGES as readonly string[]).includes(l), 'not a shop language')
const routeParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,40}$/, 'route must be a page name such as cart or search')
const versionQuery = z
  .string()
  .regex(/^[\w.-]{1,64}$/, 'v must be a build id')
  .optional()

/**
 * Spec section 7: GET /_locales/general/{locale}/data.json and /_locales/{locale}/{route}/data.json with a
 * version query. Served from the same Lingui catalogs the pages use; with ?v=<running build> the answer is
 * immutable, otherwise it must be revalidated.
 */
export function localesRouter(opts: { rootDir: string; buildId: string }): Router {
  // Each catalog is read on its first request, not at server start.
  const cache = new Map<ShopLanguage, PoEntry[]>()
  const catalog = (l: ShopLanguage): PoEntry[] => {
    if (!cache.has(l)) cache.set(l, [...readPo(join(opts.rootDir, 'locales', l, 'messages.po')).values()])
    return cache.get(l)!
  }
  const router = Router()
  const send = (res: Response, locale: ShopLanguage, version: string | undefined, entries: PoEntry[]) => {
    res.set('Cache-Control', version === opts.buildId ? 'public, max-age=31536000, immutable' : 'no-cache')
    res.json({
      locale,
      version: opts.buildId,
      messages: Object.fromEntries(entries.map((e) => [e.id, e.translation || e.id])),
    })
  }
  router.get('/general/:locale/data.json', (req, res) => {
    const locale = localeParam.safeParse(req.params.locale)
    const v = versionQuery.safeParse(req.query.v)
    if (!locale.success) return sendError(res, 404, 'unknown_locale', zodMessage(locale.error.issues))
    if (!v.success) return sendError(res, 400, 'invalid_version', zodMessage(v.error.issues))
    send(res, locale.data, v.data, catalog(locale.data))
  })
  router.get('/:locale/:route/data.json', (req, res) => {
    const locale = localeParam.safeParse(req.params.locale)
    const route = routeParam.safeParse(req.params.route)
    const v = versionQuery.safeParse(req.query.v)
    if (!locale.success) return sendError(res, 404, 'unknown_locale', zodMessage(locale.error.issues))
    if (!route.success) return sendError(res, 404, 'unknown_route', zodMessage(route.error.issues))
    if (!v.success) return sendError(res, 400, 'invalid_version', zodMessage(v.error.issues))
    const dir = join(opts.rootDir, 'pages', route.data)
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      return sendError(res, 404, 'unknown_route', `no page named ${route.data}`)
    const prefix = `pages/${route.data}/`
    send(
      res,
      locale.data,
      v.data,
      catalog(locale.data).filter((e) => e.files.some((f) => f.startsWith(prefix))),
    )
  })
  return router
}
