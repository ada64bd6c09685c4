import type { Db } from '../../../db/client.js'
import { pingDatabase } from '../../../db/queries/health.js'

/** For /healthz: a database that does not answer throws, so the probe gets a 500 and the instance is taken out. */
export function checkHealth(db: Db): void {
  pingDatabase(db)
}
