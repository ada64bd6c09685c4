import type { TenantFile } from '../../server/domain/tenancy/tenant-schema.js'
import { showTenant } from '../../server/services/tenancy/tenant-admin.js'
import { brandReadiness, formatReadiness } from '../../server/services/tenancy/readiness.js'
import type { OpsContext } from './command.js'

/** A stored brand's config (as add-brand takes it); an unknown brand is an error naming the brands there are. */
export function storedBrand({ db }: OpsContext, slug: string | undefined, what = 'brand'): TenantFile {
  if (!slug) throw new Error(`${what}: name a brand, e.g. WPX-ES`)
  const found = showTenant(db, { brand: slug, site: null })
  if (!found.ok) throw new Error(`${what}: ${found.error.message}`)
  return found.value as TenantFile
}

/** After a change: what the brand still needs before it can sell (the same list as `npm run tenant -- readiness`). */
export function printReadiness(ctx: OpsContext, slug: string): void {
  console.log(
    formatReadiness(brandReadiness(ctx.db, storedBrand(ctx, slug), ctx.env.SHOP_MODE, Boolean(ctx.env.ADYEN_API_KEY))),
  )
}
