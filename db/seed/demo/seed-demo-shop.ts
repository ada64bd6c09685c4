import { analyzeDb, type Db } from '../../client.js'
import { readTenants } from '../../queries/tenants.js'
import { tenantFiles } from '../../../tenants/index.js'
import * as catalog from './catalog-content.js'
import { blogPosts, contentPages, firstNames, reviewTemplates, reviewTemplateSubjects } from './editorial-content.js'
import type { ShopLanguage } from '../../../server/domain/vocabulary/shop-enums.js'
import { seedTenantsIfEmpty, tenantLanguages } from '../seed-tenants.js'
import type { Seeded } from '../seed-result.js'
import { seedCatalogIfEmpty, type CatalogContent } from './seed-catalog.js'
import { seedAccountsIfEmpty } from './seed-accounts.js'
import { seedShopHelp } from '../seed-help.js'
import type { SeedDerivations } from '../seed-derivations.js'
import { readAllBrandContent, saveBrandContentRow } from '../../queries/console.js'
import { brandContentSeeds } from './brand-content.js'
import { seedMissingBrandPages } from './seed-brand-pages.js'
import { productSafetySeeds } from './product-safety-content.js'
import { seedProductSafetyIfEmpty } from './seed-product-safety.js'

export const demoCatalog: CatalogContent = { ...catalog, reviewTemplates, reviewTemplateSubjects, firstNames }

/**
 * The price history of a seeded catalogue (the 30-day prior price, decision 041): its prices as they were
 * PRICE_HISTORY_DAYS days before the seed date, when its offers were published, so the demo has a history before its
 * offers start; then at the seed date (nothing, unless a price differs).
 */
async function recordSeedPrices(db: Db, seeded: boolean, now: number, derive: SeedDerivations): Promise<void> {
  if (seeded) await derive.recordPriceChanges(db, now - PRICE_HISTORY_DAYS * 86_400_000)
  await derive.recordPriceChanges(db, now)
}
const PRICE_HISTORY_DAYS = 60

/** Brings an empty database to the demo shop: tenants first (reviews are written per brand and language). */
export async function seedDemoData(db: Db, now: number, derive: SeedDerivations): Promise<Seeded> {
  const brands = await seedTenantsIfEmpty(db, tenantFiles)
  const targets = (await readTenants(db)).tenants.map((t) => ({ brandSlug: t.slug, languages: tenantLanguages(t) }))
  const seededCatalog = await seedCatalogIfEmpty(db, demoCatalog, targets, now, derive)
  await recordSeedPrices(db, seededCatalog, now, derive)
  const tenants = (await readTenants(db)).tenants
  const accounts = await seedAccountsIfEmpty(
    db,
    tenants.map((t) => ({ slug: t.slug, language: t.sites[0]!.languages[0]!.language as ShopLanguage })),
    now,
  )
  if (seededCatalog) await seedBrandContent(db, now)
  // Every start: a brand without pages (a demo database from before decision 045, a brand added since) gets the demo
  // texts, and a brand without a page added since (the accessibility statement, decision 057) gets that page.
  await seedMissingBrandPages(
    db,
    { pages: contentPages, blog: blogPosts },
    tenants.map((t) => t.slug),
  )
  await seedProductSafetyIfEmpty(
    db,
    productSafetySeeds,
    tenants.map((t) => t.slug),
  )
  const help = await seedShopHelp(db, derive)
  if (seededCatalog) await analyzeDb(db)
  return { brands, catalog: seededCatalog, accounts, help }
}

/**
 * The demo catalogue (products, tags, designs, landing pages, banners, offers) for every stored brand, into a
 * database without articles; without the demo shop's made-up reviews and published promotion codes, so a live shop
 * can start from it. False when there already is a catalogue (nothing is changed).
 */
export async function loadDemoCatalog(db: Db, now: number, derive: SeedDerivations): Promise<boolean> {
  const targets = (await readTenants(db)).tenants.map((t) => ({ brandSlug: t.slug, languages: tenantLanguages(t) }))
  const loaded = await seedCatalogIfEmpty(db, demoCatalog, targets, now, derive, { demoExtras: false })
  await recordSeedPrices(db, loaded, now, derive)
  if (loaded) await analyzeDb(db)
  return loaded
}

/** The demo brands' own landing texts, for the brands that exist and have none yet. */
async function seedBrandContent(db: Db, now: number): Promise<void> {
  const stored = new Set((await readAllBrandContent(db)).map((r) => r.brandSlug))
  const brands = new Set((await readTenants(db)).tenants.map((t) => t.slug))
  for (const [slug, content] of Object.entries(brandContentSeeds))
    if (brands.has(slug) && !stored.has(slug)) await saveBrandContentRow(db, slug, content, now)
}
