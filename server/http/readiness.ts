import type { RequestHandler } from 'express'
import type { Db } from '../../db/client.js'
import { checkReadiness } from '../services/ops/health.js'

/** GET /readyz: readiness, not liveness (/healthz). 503 while draining for shutdown or the database cannot be read. */
export function readinessHandler(db: Db, draining: () => boolean = () => false): RequestHandler {
  return async (_req, res) => {
    const r = await checkReadiness(db, draining())
    res
      .status(r.ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(r.ready ? { status: 'ready' } : { status: 'unavailable', reason: r.reason })
  }
}
