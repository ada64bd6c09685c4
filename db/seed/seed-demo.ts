import type { Db } from '../client.js'
import { readTenants } from '../queries/tenants.js'
import { tenantFiles } from '../../tenants/index.js'
import * as catalog from './catalog-content.js'
import { firstNames, reviewTemplates, reviewTemplateSubjects } from './editorial-content.js'
import type { ShopLanguage } from '../../server/domain/vocabulary/shop-enums.js'
import { seedTenantsIfEmpty } from './seed-tenants.js'
import { seedCatalogIfEmpty, type CatalogContent } from './seed-catalog.js'
import { seedAccountsIfEmpty } from './seed-accounts.js'
import { seedHelpIfEmpty } from './seed-help.js'
import { helpStructure, helpTexts } from './help-content.js'

export const demoCatalog: CatalogContent = { ...catalog, reviewTemplates, reviewTemplateSubjects, firstNames }

/** Brings an empty database to the demo shop: tenants first (reviews are written per brand and language). */
export function seedDemoData(
  db: Db,
  now: number,
): { brands: number; catalog: boolean; accounts: number; help: boolean } {
  const brands = seedTenantsIfEmpty(db, tenantFiles)
  const targets = readTenants(db).tenants.map((t) => ({
    brandSlug: t.slug,
    languages: [...new Set(t.sites.flatMap((s) => s.languages.map((l) => l.language)))] as ShopLanguage[],
  }))
  const seededCatalog = seedCatalogIfEmpty(db, demoCatalog, targets, now)
  const tenants = readTenants(db).tenants
  const accounts = seedAccountsIfEmpty(
    db,
    tenants.map((t) => ({ slug: t.slug, language: t.sites[0]!.languages[0]!.language as ShopLanguage })),
    now,
  )
  // Help texts are written per brand and language (like reviews); an existing shop gets them on its next start.
  const help = seedHelpIfEmpty(
    db,
    { structure: helpStructure, texts: helpTexts },
    tenants.map((t) => ({
      brandSlug: t.slug,
      displayName: t.displayName,
      languages: [...new Set(t.sites.flatMap((s) => s.languages.map((l) => l.language)))] as ShopLanguage[],
    })),
  )
  return { brands, catalog: seededCatalog, accounts, help }
}
