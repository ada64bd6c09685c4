import type { Request, Response } from 'express'
import type { Db } from '../../db/client.js'
import { ownerId } from '../middleware/auth.js'
import { defaultLanguage } from '../domain/locale-path.js'
import { siteRouting, type Tenant } from '../domain/tenant.js'
import type { CartContext } from '../services/cart.js'

/** The shopper's cart context from a request under /cart or /{prefix}/cart (null for an unknown prefix). */
export function cartContext(req: Request, res: Response, db: Db, now: number): CartContext | null {
  const tenant = res.locals.tenant as Tenant
  const prefix = (req.params as { prefix?: string }).prefix
  const language = prefix ? tenant.site.languages.find((l) => l.pathPrefix === prefix)?.language : defaultLanguage(siteRouting(tenant.site))
  if (!language) return null
  return { db, sessionId: ownerId(res), now, sf: { language, brandSlug: tenant.brand.slug, siteCode: tenant.site.code, currency: tenant.site.currency, country: tenant.site.country, previewPromotions: tenant.previewPromotions } }
}

/** Form posts (no JS) want a redirect; the page's script and API clients want JSON. */
export function wantsJson(req: Request): boolean {
  return req.is('application/json') === 'application/json' || req.accepts(['html', 'json']) === 'json'
}
