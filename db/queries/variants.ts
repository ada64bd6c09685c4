import { and, asc, eq, sql } from 'drizzle-orm'
import { tablesOf, type Db } from '../client.js'
import * as t from '../schema/index.js'
import type { PriceRow } from '../../server/domain/catalog/variant-price.js'
import type { Storefront } from './catalog.js'
import { prepared } from './prepared.js'

export interface VariantRow {
  id: number
  articleId: number
  sku: string
  options: Record<string, string>
  printWidthMm: number
  printHeightMm: number
  bleedMm: number
  minDpi: number
  position: number
}

const P = {
  brandSlug: sql.placeholder('brandSlug'),
  siteCode: sql.placeholder('siteCode'),
  currency: sql.placeholder('currency'),
}

/** The variant row `v` is sold on the storefront of the placeholders. */
const soldHere = sql`exists (select 1 from ${t.variantAvailability} va where va.variant_id = ${t.articleVariants.id} and va.brand_slug = ${P.brandSlug} and va.site_code in ('*', ${P.siteCode}))`

/** Every variant available on a site (priced or not), in article and position order. */
export async function availableVariantRows(db: Db, sf: Storefront): Promise<VariantRow[]> {
  const v = tablesOf(db).articleVariants
  const rows = await prepared(db, 'variants.available', () =>
    db.select().from(v).where(soldHere).orderBy(asc(v.articleId), asc(v.position), asc(v.id)).prepare(),
  ).execute({ brandSlug: sf.brandSlug, siteCode: sf.siteCode })
  return rows as VariantRow[]
}

/** The price rows that may apply on a site (its currency; every brand, its brand, or its own) of its available variants. */
export async function variantPriceRows(db: Db, sf: Storefront): Promise<(PriceRow & { variantId: number })[]> {
  const { variantPrices: vp, articleVariants } = tablesOf(db)
  const rows = await prepared(db, 'variants.prices', () =>
    db
      .select({
        variantId: vp.variantId,
        brandSlug: vp.brandSlug,
        siteCode: vp.siteCode,
        currency: vp.currency,
        minQuantity: vp.minQuantity,
        amountMinor: vp.amountMinor,
      })
      .from(vp)
      .innerJoin(articleVariants, eq(articleVariants.id, vp.variantId))
      .where(
        and(
          eq(vp.currency, P.currency),
          sql`((${vp.brandSlug} = '*' and ${vp.siteCode} = '*') or (${vp.brandSlug} = ${P.brandSlug} and ${vp.siteCode} in ('*', ${P.siteCode})))`,
          soldHere,
        ),
      )
      .prepare(),
  ).execute({ brandSlug: sf.brandSlug, siteCode: sf.siteCode, currency: sf.currency })
  return rows.map((r) => ({ ...r, amountMinor: Number(r.amountMinor), minQuantity: Number(r.minQuantity) }))
}

export interface OptionRow {
  optionKey: string
  position: number
  labels: Record<string, string>
}

export interface OptionValueRow extends OptionRow {
  valueKey: string
}

/** An article's options and their values, in display order. */
export async function articleOptionRows(
  db: Db,
  articleId: number,
): Promise<{ options: OptionRow[]; values: OptionValueRow[] }> {
  const { articleOptions: o, articleOptionValues: ov } = tablesOf(db)
  const options = await prepared(db, 'article.options', () =>
    db
      .select({ optionKey: o.optionKey, position: o.position, labels: o.labels })
      .from(o)
      .where(eq(o.articleId, sql.placeholder('articleId')))
      .orderBy(asc(o.position), asc(o.optionKey))
      .prepare(),
  ).execute({ articleId })
  const values = await prepared(db, 'article.optionValues', () =>
    db
      .select({ optionKey: ov.optionKey, valueKey: ov.valueKey, position: ov.position, labels: ov.labels })
      .from(ov)
      .where(eq(ov.articleId, sql.placeholder('articleId')))
      .orderBy(asc(ov.position), asc(ov.valueKey))
      .prepare(),
  ).execute({ articleId })
  return { options, values }
}
