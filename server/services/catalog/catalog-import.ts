import type { Db } from '../../../db/client.js'
import {
  insertArticle,
  readStoredCatalogue,
  replaceArticleOptions,
  replaceArticleTexts,
  replaceVariantSales,
  saveVariant,
  updateArticle,
  withdrawVariants,
} from '../../../db/queries/catalog-import.js'
import { readTenants } from '../../../db/queries/tenants.js'
import { rebuildSearchIndex } from './search-index-rebuild.js'
import { lockForTransaction, transaction } from '../../../db/transaction.js'
import { recordPriceChanges } from './price-history.js'
import { parseCatalogueCsv } from '../../domain/catalog/catalog-csv.js'
import type { BrandSites, CatalogueArticle, CsvProblem } from '../../domain/catalog/catalog-csv-format.js'
import { catalogueCsv } from '../../domain/catalog/catalog-csv-write.js'
import { planImport, type ImportPlan, type StoredArticle } from '../../domain/catalog/catalog-import-plan.js'

/**
 * `catalog export` and `catalog import` (docs/catalogue-csv.md): the whole range as one CSV file. An import is all or
 * nothing: the file is checked whole first, then matched against the stored catalogue and written in one
 * transaction; any problem writes nothing.
 */

export type ImportOutcome = { ok: true; plan: ImportPlan } | { ok: false; problems: CsvProblem[] }

/** One consistent snapshot, so a file exported while an import runs is the catalogue before it or after it. */
export async function exportCatalogue(db: Db): Promise<string> {
  return catalogueCsv(await transaction(db, readStoredCatalogue, { readOnly: true }))
}

/**
 * Checks `bytes` and, unless `dryRun`, writes it. The plan says what changed (or would change). Articles and variants
 * the file leaves out stay (carts, orders and designs refer to them) but are sold nowhere any more.
 */
export async function importCatalogue(
  db: Db,
  bytes: Uint8Array,
  opts: { dryRun: boolean; now: number },
): Promise<ImportOutcome> {
  const parsed = parseCatalogueCsv(bytes, await brandSites(db))
  if (!parsed.ok) return parsed
  if (opts.dryRun) return planImport(await transaction(db, readStoredCatalogue, { readOnly: true }), parsed.articles)
  return transaction(db, async (tx) => {
    // Two imports at once would each plan against the catalogue before the other (PostgreSQL): they take turns.
    await lockForTransaction(tx, 'catalogue-import')
    const planned = planImport(await readStoredCatalogue(tx), parsed.articles)
    if (planned.ok) {
      await applyPlan(tx, planned.plan, opts.now)
      await recordPriceChanges(tx, opts.now)
    }
    return planned
  })
}

/**
 * Some articles written over the stored catalogue, all or nothing, inside the caller's transaction `tx`; every
 * other article untouched (the console's catalogue section). `build` makes them from the stored catalogue as read
 * under the import lock (or refuses).
 */
export async function importArticles(
  tx: Db,
  build: (
    stored: readonly StoredArticle[],
  ) => { ok: true; article: CatalogueArticle } | { ok: false; problems: CsvProblem[] },
  now: number,
): Promise<ImportOutcome> {
  await lockForTransaction(tx, 'catalogue-import')
  const stored = await readStoredCatalogue(tx)
  const built = build(stored)
  if (!built.ok) return built
  const planned = planImport(stored, [built.article], 'articles')
  if (planned.ok) {
    await applyPlan(tx, planned.plan, now)
    // With the catalogue write, in its transaction: the prices shown from now on start their history now.
    await recordPriceChanges(tx, now)
  }
  return planned
}

export async function brandSites(db: Db): Promise<BrandSites[]> {
  const { tenants } = await readTenants(db)
  return tenants.map((t) => ({ slug: t.slug, sites: t.sites.map((s) => ({ code: s.code, currency: s.currency })) }))
}

/** Writes only what differs, so an unchanged article touches no row and raises no cache version. */
async function applyPlan(tx: Db, plan: ImportPlan, now: number): Promise<void> {
  for (const step of plan.articles) {
    const a = step.article
    if (step.isNew) await insertArticle(tx, a, now)
    else if (step.fields) await updateArticle(tx, a)
    if (step.texts) await replaceArticleTexts(tx, a)
    if (step.options) await replaceArticleOptions(tx, a)
    for (const v of step.variants) {
      const id = v.spec ? await saveVariant(tx, a.id, v.id, v.variant) : v.id!
      if (v.sales) await replaceVariantSales(tx, id, v.variant)
    }
  }
  await withdrawVariants(
    tx,
    plan.withdrawn.map((w) => w.id),
  )
  // Names, descriptions and popularity are what the search index holds of an article.
  if (plan.articles.some((s) => s.texts || s.fields)) await rebuildSearchIndex(tx)
}
