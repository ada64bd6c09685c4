import type { Db } from '../client.js'

/** The cheapest statement that proves the database answers; throws when it does not. */
export function pingDatabase(db: Db): void {
  db.$client.prepare('select 1').get()
}
