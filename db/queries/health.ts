import type { Db } from '../client.js'

/** The cheapest statement that proves the database answers; throws when it does not. */
export function pingDatabase(db: Db): void {
  db.$client.prepare('select 1').get()
}

/** Reads the schema table from the file (not only the connection): throws when the database cannot be read. */
export function readSchemaCount(db: Db): number {
  return (db.$client.prepare('select count(*) as n from sqlite_schema').get() as { n: number }).n
}
