import { transaction } from '../transaction.js'
import type { Db } from '../client.js'
import { countBrands, saveTenant } from '../queries/tenants.js'
import { tenantFileSchema, type TenantFile } from '../../server/domain/tenancy/tenant-schema.js'
import { findHostConflicts } from '../../server/domain/tenancy/tenant-checks.js'

/**
 * Fills an empty database from the tenant files. A database that already has brands is left alone,
 * so what ops changed with the CLI survives a restart.
 */
export async function seedTenantsIfEmpty(db: Db, files: readonly TenantFile[]): Promise<number> {
  if ((await countBrands(db)) > 0) return 0
  const parsed = files.map((f) => tenantFileSchema.parse(f))
  const conflicts = findHostConflicts(parsed)
  if (conflicts.length) throw new Error(`tenant files share hosts: ${conflicts.join(', ')}`)
  await transaction(db, async (tx) => {
    for (const t of parsed) await saveTenant(tx, t)
  })
  return parsed.length
}
