import type { RequestHandler } from 'express'
import type { Db } from '../../db/client.js'
import { sendError } from '../http/http-error.js'
import { authenticateApiKey } from '../services/orders/api-keys.js'

/** `Authorization: Bearer sk_...` for integration APIs; the caller (name, brand scope) lands in res.locals.apiCaller. */
export function apiKeyAuth(db: Db, now: () => number, realm: string): RequestHandler {
  return async (req, res, next) => {
    const caller = await authenticateApiKey(db, req.get('authorization'), now())
    if (!caller) {
      res.set('WWW-Authenticate', `Bearer realm="${realm}"`)
      return sendError(res, 401, 'unauthorized', 'A valid API key is required (Authorization: Bearer sk_...).')
    }
    res.locals.apiCaller = caller
    next()
  }
}
