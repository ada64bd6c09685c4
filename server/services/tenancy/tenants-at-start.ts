import {
  closeDb,
  connectPostgres,
  hasTable,
  migratedCopy,
  openExistingDbReadOnly,
  type Db,
} from '../../../db/client.js'
import { readTenants } from '../../../db/queries/tenants.js'
import { tenantFileSchema, type TenantFile } from '../../domain/tenancy/tenant-schema.js'
import { tenantFiles } from '../../../tenants/index.js'

/**
 * The tenant config a start would serve, read without writing anything (the start checks run before the database is
 * opened): the stored brands of an existing database, read-only, or else the tenant files an empty database is
 * seeded from.
 */
export async function tenantsAtStart(
  location: { DATABASE_PATH: string; DATABASE_URL?: string | undefined },
  files: readonly unknown[] = tenantFiles,
): Promise<TenantFile[]> {
  if (location.DATABASE_URL) {
    const stored = await storedPostgresTenants(location.DATABASE_URL)
    return stored.length ? stored : files.map((f) => tenantFileSchema.parse(f))
  }
  const db = openExistingDbReadOnly(location.DATABASE_PATH)
  if (db) {
    try {
      const stored = await storedTenants(db)
      if (stored.length) return stored
    } finally {
      await closeDb(db)
    }
  }
  return files.map((f) => tenantFileSchema.parse(f))
}

async function storedTenants(db: Db): Promise<TenantFile[]> {
  try {
    return (await readTenants(db)).tenants
  } catch {
    // A database from before the latest migration (or an empty file): read a migrated copy in memory instead.
    const copy = migratedCopy(db)
    try {
      return (await readTenants(copy)).tenants
    } finally {
      await closeDb(copy)
    }
  }
}

/**
 * PostgreSQL: connects without migrating (nothing is written) and reads the stored brands; a database without the
 * tables yet (before its first start) has none. An unreachable database throws: the start check names it.
 */
async function storedPostgresTenants(url: string): Promise<TenantFile[]> {
  const db = await connectPostgres(url)
  try {
    if (!(await hasTable(db, 'brands'))) return []
    return (await readTenants(db)).tenants
  } finally {
    await closeDb(db)
  }
}
