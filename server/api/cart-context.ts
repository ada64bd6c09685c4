import { siteTimeZone } from '../domain/tenancy/time-zones.js'
import { requestContext } from '../http/request-context.js'
import type { Request, Response } from 'express'
import type { Db } from '../../db/client.js'
import { ownerId } from '../middleware/auth.js'
import type { CartContext } from '../services/cart/cart.js'
import type { ShopLanguage } from '../domain/vocabulary/shop-enums.js'

/** The language of a form post mounted at /x and /{prefix}/x: the prefix's language, else the site's default (null for an unknown prefix). */
export function requestLanguage(req: Request, res: Response): ShopLanguage | null {
  return requestContext(res).languageOfPrefix((req.params as { prefix?: string }).prefix)
}

/** The shopper's cart context from a request under /cart or /{prefix}/cart (null for an unknown prefix). */
export function cartContext(req: Request, res: Response, db: Db, now: number): CartContext | null {
  const tenant = requestContext(res).tenant
  const language = requestLanguage(req, res)
  if (!language) return null
  return {
    db,
    sessionId: ownerId(res),
    now,
    sf: {
      language,
      brandSlug: tenant.brand.slug,
      siteCode: tenant.site.code,
      currency: tenant.site.currency,
      allowDecimals: tenant.brand.allowDecimals,
      country: tenant.site.country,
      promotionStacking: tenant.brand.promotionStacking,
      timeZone: siteTimeZone(tenant.site.country),
      previewPromotions: tenant.previewPromotions,
      previewOffers: tenant.previewOffers,
      // Absent for a previewed draft (brand-preview sets no generation): its reads are never kept.
      generation: requestContext(res).generation,
    },
  }
}

/** Form posts (no JS) want a redirect; the page's script and API clients want JSON. */
export function wantsJson(req: Request): boolean {
  return req.is('application/json') === 'application/json' || req.accepts(['html', 'json']) === 'json'
}
