import { z } from 'zod'
import { anonymizeIp } from './ip-anonymize.js'

/**
 * POST /api/event/page (spec section 7): category, name, page {url, path, title, referrer}, userAgent, ip, platform,
 * mobile. Every field is bounded. `ip` is accepted for compatibility but never used: the server takes the address of
 * the connection (req.ip, behind TRUST_PROXY) and stores it truncated.
 */
export const pageEventBodySchema = z.strictObject({
  category: z.string().regex(/^[\w.-]{1,40}$/, 'letters, digits, _ . - (at most 40)'),
  name: z.string().regex(/^[\w.-]{1,60}$/, 'letters, digits, _ . - (at most 60)'),
  page: z.strictObject({
    url: z.string().max(2048),
    path: z.string().min(1).max(1024).startsWith('/'),
    title: z.string().max(300),
    referrer: z.string().max(2048),
  }),
  userAgent: z.string().max(512),
  ip: z.string().max(64).nullable().optional(),
  platform: z.string().max(64),
  mobile: z.boolean(),
})

export type PageEventBody = z.infer<typeof pageEventBodySchema>

export interface PageEventRow {
  brandSlug: string
  siteCode: string
  category: string
  name: string
  path: string
  title: string | null
  referrer: string | null
  platform: string | null
  mobile: boolean
  ip: string | null
  createdAt: number
}

/**
 * What is stored: the path without query or fragment and the referrer as origin + path only (queries may carry order
 * ids, emails or tokens), the truncated server-side address.
 */
export function pageEventRow(
  body: PageEventBody,
  ctx: { brandSlug: string; siteCode: string; ip: string | undefined; now: number },
): PageEventRow {
  return {
    brandSlug: ctx.brandSlug,
    siteCode: ctx.siteCode,
    category: body.category,
    name: body.name,
    path: body.page.path.replace(/[?#].*$/s, '') || '/',
    title: body.page.title.trim() || null,
    referrer: referrerWithoutQuery(body.page.referrer),
    platform: body.platform.trim() || null,
    mobile: body.mobile,
    ip: anonymizeIp(ctx.ip),
    createdAt: ctx.now,
  }
}

function referrerWithoutQuery(referrer: string): string | null {
  if (!referrer) return null
  try {
    const u = new URL(referrer)
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.origin}${u.pathname}` : null
  } catch {
    return null
  }
}
