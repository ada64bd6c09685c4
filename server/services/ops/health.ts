import type { Db } from '../../../db/client.js'
import { pingDatabase, readSchemaCount } from '../../../db/queries/health.js'

/** For /healthz: a database that does not answer throws, so the probe gets a 500 and the instance is taken out. */
export async function checkHealth(db: Db): Promise<void> {
  await pingDatabase(db)
}

export type Readiness = { ready: true } | { ready: false; reason: 'draining' | 'database' }

/**
 * For /readyz: whether this instance should get new traffic. Not while it drains for shutdown, and not while its
 * database cannot be read (the load balancer sends the traffic elsewhere; liveness stays with /healthz).
 */
export async function checkReadiness(db: Db, draining: boolean): Promise<Readiness> {
  if (draining) return { ready: false, reason: 'draining' }
  try {
    await readSchemaCount(db)
    return { ready: true }
  } catch {
    return { ready: false, reason: 'database' }
  }
}
