import { migratedCopy, openExistingDbReadOnly, type SqliteDb } from '../../../db/client.js'
import { readTenants } from '../../../db/queries/tenants.js'
import { tenantFileSchema, type TenantFile } from '../../domain/tenancy/tenant-schema.js'
import { tenantFiles } from '../../../tenants/index.js'

/**
 * The tenant config a start would serve, read without writing anything (the start checks run before the database is
 * opened): the stored brands of an existing database, read-only, or else the tenant files an empty database is
 * seeded from.
 */
export function tenantsAtStart(databasePath: string, files: readonly unknown[] = tenantFiles): TenantFile[] {
  const db = openExistingDbReadOnly(databasePath)
  if (db) {
    try {
      const stored = storedTenants(db)
      if (stored.length) return stored
    } finally {
      db.$client.close()
    }
  }
  return files.map((f) => tenantFileSchema.parse(f))
}

function storedTenants(db: SqliteDb): TenantFile[] {
  try {
    return readTenants(db).tenants
  } catch {
    // A database from before the latest migration (or an empty file): read a migrated copy in memory instead.
    const copy = migratedCopy(db)
    try {
      return readTenants(copy).tenants
    } finally {
      copy.$client.close()
    }
  }
}
