import { transaction } from '../transaction.js'
import type { Db } from '../client.js'
import { countBrands, saveTenant, type readTenants } from '../queries/tenants.js'
import type { ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'
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

/** Every language a stored brand's sites speak: the languages its seeded texts are written in. */
export const tenantLanguages = (t: Awaited<ReturnType<typeof readTenants>>['tenants'][number]) =>
  [...new Set(t.sites.flatMap((s) => s.languages.map((l) => l.language)))] as ShopLanguage[]
