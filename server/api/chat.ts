import { Router, json, urlencoded, type Request, type Response } from 'express'
import { requestContext } from '../http/request-context.js'
import { sendError } from '../http/http-error.js'
import { refused, requesterKeys } from '../http/requester.js'
import type { Limiter } from '../services/limits/limiter.js'
import { ownerId } from '../middleware/auth.js'
import { requestLanguage, wantsJson } from './cart-context.js'
import { localizePath } from '../domain/tenancy/locale-path.js'
import { siteRouting } from '../domain/tenancy/tenant.js'
import { siteTimeZone } from '../domain/tenancy/time-zones.js'
import { endChat, sendChatMessage, startChat, type ChatContext, type ChatResult } from '../services/support/chat.js'
import type { SupportDeps } from '../services/support/tickets.js'

/** Who is chatting, with which brand and in which language and time zone. */
export function chatContext(req: Request, res: Response, now: number): ChatContext | null {
  const tenant = requestContext(res).tenant
  const language = requestLanguage(req, res)
  if (!language) return null
  const u = requestContext(res).user
  return {
    brandSlug: tenant.brand.slug,
    siteCode: tenant.site.code,
    language,
    hours: tenant.brand.chat,
    timeZone: siteTimeZone(tenant.site.country),
    owner: ownerId(res),
    customer: u ? { id: Number(u.id), email: u.email, firstName: u.firstName } : null,
    now,
  }
}

/**
 * The chat's form posts under /contact/chat (and /{prefix}/contact/chat): start (name, email, message), messages
 * (message), end. Without JS each answers 303 back to the chat page; JSON clients get `{ok}` or a 4xx
 * `{error: {code, message, fields?}}`. Same-origin only (mounted behind the same-origin check), rate limited per
 * client address; a refused post writes nothing.
 */
export function chatRouter(opts: { deps: SupportDeps; limiter: Limiter }): Router {
  const router = Router({ mergeParams: true })
  router.use(urlencoded({ extended: false, limit: '8kb' }), json({ limit: '8kb' }))

  const handle =
    (action: (ctx: ChatContext, body: Record<string, unknown>) => Promise<ChatResult>) =>
    async (req: Request, res: Response) => {
      const ctx = chatContext(req, res, opts.deps.now())
      if (!ctx) return sendError(res, 404, 'not_found', 'No such page.')
      const page = localizePath('/contact/chat', ctx.language, siteRouting(requestContext(res).tenant.site))
      const taken = await opts.limiter.take('chat', requesterKeys(req, res))
      if (!taken.ok) {
        return refused(res, taken) && wantsJson(req)
          ? sendError(res, 429, 'rate_limited', 'Too many messages; try again in a few minutes.')
          : res.redirect(303, `${page}?error=rate_limited`)
      }
      const result = await action(ctx, (req.body ?? {}) as Record<string, unknown>)
      if (result.ok) return wantsJson(req) ? res.json({ ok: true }) : res.redirect(303, page)
      if (result.error === 'INVALID') {
        return wantsJson(req)
          ? res.status(400).json({
              error: {
                code: 'invalid_fields',
                message: `Check these fields: ${result.fields.join(', ')}`,
                fields: result.fields,
              },
            })
          : res.redirect(303, `${page}?invalid=${result.fields.join(',')}`)
      }
      if (result.error === 'CLOSED_HOURS') {
        return wantsJson(req)
          ? sendError(res, 409, 'chat_closed', 'The chat is closed at this hour; use the contact form.')
          : res.redirect(303, `${page}?error=closed`)
      }
      return sendError(res, 404, 'not_found', 'No chat under way.')
    }

  router.post(
    '/',
    handle((ctx, body) => startChat(opts.deps, ctx, body)),
  )
  router.post(
    '/messages',
    handle((ctx, body) => sendChatMessage(opts.deps, ctx, body)),
  )
  router.post(
    '/end',
    handle((ctx) => endChat(opts.deps, ctx)),
  )
  return router
}
