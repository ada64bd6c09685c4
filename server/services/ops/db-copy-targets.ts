import { existsSync, rmSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { analyzeDb, closeDb, openDb, openExistingDbReadOnly, openPostgres, type Db } from '../../../db/client.js'
import { redactUrl } from '../../../db/postgres/pg-pool.js'
import {
  copyOrder,
  firstNonEmptyTable,
  resetPostgresIdSequences,
  schemaTables,
  sqliteTableNames,
  type CopyTable,
} from '../../../db/queries/db-copy.js'
import { rebuildSearchIndex } from '../catalog/search-index-rebuild.js'
import { rebuildHelpSearchIndex } from '../help/help-search.js'

/**
 * Where `npm run ops -- db copy --to <url>` writes: the engine-specific part of the copy (issue 19). The copy itself
 * (server/services/ops/db-copy.ts) only uses the drizzle `Db` these give it; what differs per engine is here:
 *
 * - `firstNonEmptyTable`: (a) the copy only writes into an empty database;
 * - `resetIdSequences`: (b) after rows went in with their ids, the next id the engine hands out follows them;
 * - `rebuildDerivedData`: (c) what the shop derives from the tables and the schema does not hold (the FTS5 search
 *   indexes of the catalogue and the help center);
 * - `close`: done, or failed (then a target this call created is removed again).
 *
 * SQLite (`sqlite:/path/file.db` or a plain path) and PostgreSQL (`postgres://...`, decision 029).
 */
export interface CopyTarget {
  readonly engine: 'sqlite' | 'postgres'
  /** How the target is named in output: never a password. */
  readonly label: string
  readonly db: Db
  /** Runs first in the copy's transaction on the target; null when every table is empty. */
  firstNonEmptyTable(tx: Db, tables: readonly CopyTable[]): Promise<string | null>
  /** Runs inside the copy's transaction on the target, after every row is in. */
  resetIdSequences(tx: Db, tables: readonly CopyTable[]): Promise<void>
  /** Runs inside the copy's transaction on the target (through `tx`), after the id sequences. */
  rebuildDerivedData(tx: Db): Promise<void>
  close(outcome: 'copied' | 'failed'): Promise<void>
}

/** A target that cannot be used (bad URL, unsupported engine, cannot be opened): the message is for the operator. */
export class CopyTargetError extends Error {}

const SUPPORTED = 'sqlite:/path/to/file.db (or a plain file path) or postgres://user@host:5432/database'

/** Opens the target named by `url`; `sourcePath` is the shop's own database file, which is never a target. */
export async function openCopyTarget(url: string, sourcePath: string): Promise<CopyTarget> {
  const raw = url.trim()
  if (raw === '') throw new CopyTargetError(`--to is empty; name the target database: ${SUPPORTED}`)
  const scheme = /^([a-z][a-z0-9+.-]+):/i.exec(raw)?.[1]?.toLowerCase()
  if (scheme === undefined) return openSqliteCopyTarget(raw, sourcePath)
  if (scheme === 'sqlite')
    return openSqliteCopyTarget(raw.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, ''), sourcePath)
  if (scheme === 'postgres' || scheme === 'postgresql') return openPostgresCopyTarget(raw)
  throw new CopyTargetError(`unsupported database URL scheme ${scheme}: (use ${SUPPORTED})`)
}

async function openSqliteCopyTarget(path: string, sourcePath: string): Promise<CopyTarget> {
  if (path === '' || path === ':memory:')
    throw new CopyTargetError(`name the SQLite target file, e.g. sqlite:/srv/shop/copy.db (got "${path}")`)
  const file = resolve(path)
  if (sourcePath !== ':memory:' && file === resolve(sourcePath))
    throw new CopyTargetError(`the target ${file} is the shop's own database (DATABASE_PATH); name another file`)
  if (existsSync(file) && statSync(file).isDirectory())
    throw new CopyTargetError(`the target ${file} is a directory; name a database file in it`)
  const created = !existsSync(file)
  if (!created) await refuseNonEmptySqlite(file)
  let db: Db
  try {
    db = openDb(file)
  } catch (e) {
    if (created) removeSqliteFiles(file)
    throw new CopyTargetError(`cannot open the target sqlite:${file}: ${(e as Error).message}`)
  }
  return {
    engine: 'sqlite',
    label: `sqlite:${file}`,
    db,
    firstNonEmptyTable,
    // SQLite moves an AUTOINCREMENT table's sqlite_sequence up to the largest id inserted, and a plain INTEGER PRIMARY
    // KEY continues after the largest id anyway: nothing to do.
    resetIdSequences: async () => {},
    // The FTS5 indexes are built in the copy's transaction; the planner statistics (analyzeDb) are what a bulk load
    // needs, as after seeding the catalogue.
    rebuildDerivedData: async (tx) => {
      await rebuildSearchIndex(tx)
      await rebuildHelpSearchIndex(tx)
      await analyzeDb(tx)
    },
    close: async (outcome) => {
      await closeDb(db)
      // A file this call created holds nothing of value after a failed copy (its migrations only): no stray file.
      if (outcome === 'failed' && created) removeSqliteFiles(file)
    },
  }
}

function removeSqliteFiles(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    try {
      rmSync(file + suffix, { force: true })
    } catch {
      // Never there (the folder could not be made): nothing to remove.
    }
}

/**
 * An existing file is checked read-only before openDb migrates it, so a shop's database named by mistake (even one
 * of an older version, which migrating would change) is refused with nothing written. A file SQLite cannot read
 * is refused the same way.
 */
async function refuseNonEmptySqlite(file: string): Promise<void> {
  let existing: Db | null
  try {
    existing = openExistingDbReadOnly(file)
  } catch (e) {
    throw new CopyTargetError(`cannot open the target sqlite:${file}: ${(e as Error).message}`)
  }
  if (!existing) return
  try {
    const present = new Set(await sqliteTableNames(existing))
    const table = await firstNonEmptyTable(
      existing,
      copyOrder(schemaTables()).filter((t) => present.has(t.name)),
    )
    if (table !== null) throw new CopyTargetError(notEmpty(`sqlite:${file}`, table))
  } catch (e) {
    if (e instanceof CopyTargetError) throw e
    throw new CopyTargetError(`cannot open the target sqlite:${file}: ${(e as Error).message}`)
  } finally {
    await closeDb(existing)
  }
}

/** The refusal of a target that has rows. */
export const notEmpty = (label: string, table: string) =>
  `the target ${label} is not empty (table ${table} has rows); db copy only writes into an empty database, nothing written`

/**
 * PostgreSQL target (decisions 029, 038): an empty database, brought to the latest migrations/pg when opened. The
 * copy runs in one transaction holding the key lock `db-copy` (db-copy.ts), so two copies into it take turns and the
 * second finds it not empty.
 */
async function openPostgresCopyTarget(url: string): Promise<CopyTarget> {
  const label = redactUrl(url)
  let db: Db
  try {
    db = await openPostgres(url)
  } catch (e) {
    throw new CopyTargetError(`cannot open the target ${label}: ${(e as Error).message}`)
  }
  return {
    engine: 'postgres',
    label,
    db,
    firstNonEmptyTable,
    resetIdSequences: async (tx, tables) => {
      await resetPostgresIdSequences(tx, tables)
    },
    // The tsvector search tables of migrations/pg, filled from the copied catalogue and help texts inside the copy's
    // transaction.
    rebuildDerivedData: async (tx) => {
      await rebuildSearchIndex(tx)
      await rebuildHelpSearchIndex(tx)
    },
    // A failed copy rolled back its rows; the (empty) migrated tables stay, ready for another attempt.
    close: () => closeDb(db),
  }
}
