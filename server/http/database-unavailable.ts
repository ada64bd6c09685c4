import type { Request, Response } from 'express'
import { msg } from '@lingui/core/macro'
import { SHOP_LANGUAGES, type ShopLanguage } from '../domain/vocabulary/shop-enums.js'
import { escapeHtml } from '../emails/order-confirmation.js'
import { createServerTranslator } from '../i18n/server-messages.js'

/**
 * The database cannot be reached (PostgreSQL restarting, a network cut): the request ends at once with 503 and
 * Retry-After instead of hanging or answering 500, and the shop serves again as soon as the database is back
 * (the connection is re-opened on the next statement). /readyz says the same to the load balancer.
 */
export { isDatabaseUnavailable } from '../../db/errors.js'

const MESSAGES = {
  title: msg`The shop is briefly unavailable`,
  body: msg`We cannot reach our data at the moment. Your cart and orders are safe; please try again in a minute.`,
}

const translate = createServerTranslator()

/** The visitor's first shop language (Accept-Language); the tenant is not known without the database. */
function languageOf(req: Request): ShopLanguage {
  const wanted = req.acceptsLanguages(...SHOP_LANGUAGES)
  return (wanted || 'en') as ShopLanguage
}

export function sendDatabaseUnavailable(req: Request, res: Response): void {
  const language = languageOf(req)
  const title = translate(language, MESSAGES.title)
  const body = translate(language, MESSAGES.body)
  res.status(503).set({ 'Retry-After': '30', 'Cache-Control': 'no-store' })
  if (!req.path.startsWith('/api/') && req.accepts(['json', 'html']) === 'html') {
    res
      .type('html')
      .send(
        `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p></body></html>`,
      )
    return
  }
  res.json({ error: { code: 'unavailable', message: body } })
}
