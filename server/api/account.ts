import { Router } from 'express'
import type { Db } from '../../db/client.js'

/** Form posts of the customer area (/accounts/...); filled in by the customer-area work. */
export function accountRouter(_opts: { db: Db; now?: () => number }): Router {
  return Router({ mergeParams: true })
}
