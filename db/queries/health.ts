import { engineOf, type Db } from '../client.js'

/** The cheapest statement that proves the database answers; throws when it does not. */
export function pingDatabase(db: Db): void {
  db.$client.prepare('select 1').get()
}

/** Reads the schema table from the file (not only the connection): throws when the database cannot be read. */
export function readSchemaCount(db: Db): number {
  const statement =
    engineOf(db) === 'postgres'
      ? "select count(*) as n from information_schema.tables where table_schema = 'public'"
      : 'select count(*) as n from sqlite_schema'
  return (db.$client.prepare(statement).get() as { n: number }).n
}
