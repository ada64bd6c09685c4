import type { Request, Response } from 'express'
import { requestContext } from './request-context.js'
import { addressKey } from '../domain/limits/client-address.js'
import type { LimitVerdict } from '../services/limits/limiter.js'

/**
 * Who is asking, for rate limits (decision 025): the client address (req.ip after TRUST_PROXY; IPv6 by its /64)
 * and, when signed in, the account too. Never the shop cookie, which a client drops at will.
 */
export function requesterKeys(req: Request, res: Response): string[] {
  const keys = [addressOf(req)]
  const user = requestContext(res).user
  if (user) keys.push(`c:${user.id}`)
  return keys
}

/** The address key alone (`a:<address>`), for limits that must not follow the account. */
export function addressOf(req: Request): string {
  return `a:${addressKey(req.ip)}`
}

/** Retry-After (seconds) on a refused request, so well-behaved clients know when to come back. */
export function refused(res: Response, verdict: LimitVerdict): Response {
  if (!verdict.ok) res.set('Retry-After', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))))
  return res
}
