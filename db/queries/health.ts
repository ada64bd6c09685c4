import { sql } from 'drizzle-orm'
import { engineOf, type Db } from '../client.js'
import { rawRows } from '../rows.js'

/** The cheapest statement that proves the database answers; throws when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await rawRows(db, sql`select 1`)
}

/** Reads the schema table from the file (not only the connection): throws when the database cannot be read. */
export async function readSchemaCount(db: Db): Promise<number> {
  const statement =
    engineOf(db) === 'postgres'
      ? sql`select count(*) as n from information_schema.tables where table_schema = 'public'`
      : sql`select count(*) as n from sqlite_schema`
  return Number((await rawRows<{ n: number }>(db, statement))[0]?.n ?? 0)
}
