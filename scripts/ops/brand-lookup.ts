import { readTenants, type StoredTenant } from '../../db/queries/tenants.js'
import type { TenantFile } from '../../server/domain/tenancy/tenant-schema.js'
import { showTenant } from '../../server/services/tenancy/tenant-admin.js'
import { brandReadiness, formatReadiness } from '../../server/services/tenancy/readiness.js'
import type { OpsContext } from './command.js'

/**
 * The valid stored brands, as the tenant registry serves them. Read from the database rather than asked of the
 * registry: a command runs once, against what is stored now.
 */
export async function storedBrands({ db }: OpsContext): Promise<StoredTenant[]> {
  return (await readTenants(db)).tenants
}

/** The stored brand with this slug, if there is one. */
export async function findBrand(ctx: OpsContext, slug: string | undefined): Promise<StoredTenant | undefined> {
  return (await storedBrands(ctx)).find((b) => b.slug === slug)
}

/** A stored brand's config (as add-brand takes it); an unknown brand is an error naming the brands there are. */
export async function storedBrand({ db }: OpsContext, slug: string | undefined, what = 'brand'): Promise<TenantFile> {
  if (!slug) throw new Error(`${what}: name a brand, e.g. WPX-ES`)
  const found = await showTenant(db, { brand: slug, site: null })
  if (!found.ok) throw new Error(`${what}: ${found.error.message}`)
  return found.value as TenantFile
}

/** After a change: what the brand still needs before it can sell (the same list as `npm run tenant -- readiness`). */
export async function printReadiness(ctx: OpsContext, slug: string): Promise<void> {
  console.log(
    formatReadiness(
      await brandReadiness(ctx.db, await storedBrand(ctx, slug), ctx.env.SHOP_MODE, Boolean(ctx.env.ADYEN_API_KEY)),
    ),
  )
}
