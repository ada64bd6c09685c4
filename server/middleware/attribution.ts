import { createHash } from 'node:crypto'
import { requestContext } from '../http/request-context.js'
import { secureCookies } from '../http/secure-cookies.js'
import type { RequestHandler, Response } from 'express'
import type { Db } from '../../db/client.js'
import { recordAffiliateHit } from '../services/analytics/analytics-events.js'
import {
  AFFILIATE_COOKIE,
  AFFILIATE_COOKIE_DAYS,
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_COOKIE_DAYS,
  AWC_COOKIE,
  AWC_COOKIE_DAYS,
  affiliateCookieValue,
  attributionCookieValue,
  hasLandingData,
  parseLanding,
} from '../domain/analytics/attribution.js'
import { isCrawlerUserAgent } from '../domain/analytics/crawlers.js'
import { anonymizeIp } from '../domain/analytics/ip-anonymize.js'

const DAY_MS = 86_400_000

/** SHA-256 of User-Agent and Accept-Language: recognises a returning device without storing either header. */
export function deviceFootprint(userAgent: string, acceptLanguage: string): string {
  return createHash('sha256').update(`${userAgent}\n${acceptLanguage}`).digest('hex')
}

/**
 * Page GETs whose URL carries attribution (spec sections 7, 9): a numeric afcust with no `afdata` cookie yet records an
 * affiliate hit and sets `afdata` (never overwritten); `awc` and the tracked utm_ and click ids set their cookies.
 * Crawlers are skipped (they keep no cookie, so every crawl would be another hit). Setting a cookie makes the page
 * response private (render-page sends shared Cache-Control only without Set-Cookie), which is fine for tagged URLs.
 */
export function attributionMiddleware(opts: { db: Db; now?: () => number }): RequestHandler {
  return async (req, res, next) => {
    const q = req.originalUrl.indexOf('?')
    if (req.method !== 'GET' || q < 0) return next()
    const landing = parseLanding(new URLSearchParams(req.originalUrl.slice(q + 1)))
    if (!hasLandingData(landing)) return next()
    const userAgent = req.get('user-agent') ?? ''
    if (isCrawlerUserAgent(userAgent)) return next()
    const cookies = requestContext(res).cookies
    const set = (name: string, value: string, days: number) => setCookie(res, name, value, days, secureCookies(req))

    if (landing.affiliate && cookies[AFFILIATE_COOKIE] === undefined) {
      const tenant = requestContext(res).tenant
      await recordAffiliateHit(opts.db, {
        brandSlug: tenant.brand.slug,
        siteCode: tenant.site.code,
        customerId: landing.affiliate.afcust,
        deviceFootprint: deviceFootprint(userAgent, req.get('accept-language') ?? ''),
        domain: req.hostname,
        url: `${req.protocol}://${req.get('host')}${req.originalUrl}`.slice(0, 2048),
        ip: anonymizeIp(req.ip),
        campaign: landing.affiliate.afcmp ?? null,
        createdAt: (opts.now ?? Date.now)(),
      })
      set(AFFILIATE_COOKIE, affiliateCookieValue(landing.affiliate), AFFILIATE_COOKIE_DAYS)
    }
    if (landing.awc) set(AWC_COOKIE, landing.awc, AWC_COOKIE_DAYS)
    if (Object.keys(landing.tracked).length > 0)
      set(ATTRIBUTION_COOKIE, attributionCookieValue(landing.tracked), ATTRIBUTION_COOKIE_DAYS)
    next()
  }
}

/** HttpOnly (only the server reads them), SameSite=Lax, Secure on HTTPS; Max-Age and Expires both sent. */
function setCookie(res: Response, name: string, value: string, days: number, secure: boolean): void {
  res.cookie(name, value, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: days * DAY_MS })
}
