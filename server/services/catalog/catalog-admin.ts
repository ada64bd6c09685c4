import { lockForTransaction, transaction } from '../../../db/transaction.js'
import type { Db } from '../../../db/client.js'
import {
  brandAvailability,
  getArticlePrice,
  insertAvailability,
  listArticleRows,
  upsertArticlePrice,
} from '../../../db/queries/catalog-admin.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import { CURRENCIES, type Currency } from '../../domain/vocabulary/shop-enums.js'
import { recordPriceChanges } from './price-history.js'

/**
 * Ops use cases of the catalogue (`npm run ops -- catalog ...`): which articles a brand sells, and article prices.
 * Articles, their designs and prices are shared by every brand; a brand sells the articles enabled for it (on every
 * site or one), each at the article's price in the site currency. Every check runs before the one write transaction.
 */

export type CatalogResult<T> = { ok: true; value: T } | { ok: false; error: string }

/** Which articles to enable: every article, a list of ids, or those another brand sells. */
export type ArticleSelection = { kind: 'all' } | { kind: 'ids'; ids: number[] } | { kind: 'like'; brand: TenantFile }

export interface EnableOutcome {
  brand: string
  /** Site code, or null for every site of the brand. */
  site: string | null
  enabled: { id: number; code: string }[]
  /** How many of them were enabled already (left as they were). */
  already: number
}

export async function enableArticles(
  db: Db,
  brand: TenantFile,
  site: string | null,
  selection: ArticleSelection,
  now: number = Date.now(),
): Promise<CatalogResult<EnableOutcome>> {
  if (site !== null && !brand.sites.some((s) => s.code === site))
    return {
      ok: false,
      error: `--site: ${brand.slug} has no site ${site} (sites: ${brand.sites.map((s) => s.code).join(', ')})`,
    }
  const articles = await listArticleRows(db)
  if (articles.length === 0)
    return {
      ok: false,
      error: 'the shop has no articles yet: load the demo catalogue first (npm run ops -- demo load-catalog)',
    }
  let ids: number[]
  if (selection.kind === 'all') ids = articles.map((a) => a.id)
  else if (selection.kind === 'ids') {
    const unknown = selection.ids.filter((id) => !articles.some((a) => a.id === id))
    if (unknown.length)
      return {
        ok: false,
        error: `--articles: no article ${unknown.join(', ')} (articles: ${articles.map((a) => `${a.id} ${a.code}`).join(', ')})`,
      }
    ids = [...new Set(selection.ids)]
  } else {
    if (selection.brand.slug === brand.slug) return { ok: false, error: '--like: name another brand' }
    ids = [...new Set((await brandAvailability(db, selection.brand.slug)).map((r) => r.articleId))].sort(
      (a, b) => a - b,
    )
    if (ids.length === 0) return { ok: false, error: `--like: ${selection.brand.slug} sells no articles` }
  }
  const added = await transaction(db, async (tx) => {
    const n = await insertAvailability(tx, brand.slug, site ?? '*', ids)
    // Newly sold variants start their price history (the 30-day prior price, decision 041).
    await recordPriceChanges(tx, now)
    return n
  })
  return {
    ok: true,
    value: {
      brand: brand.slug,
      site,
      enabled: ids.map((id) => ({ id, code: articles.find((a) => a.id === id)!.code })),
      already: ids.length - added,
    },
  }
}

export interface PriceOutcome {
  articleId: number
  code: string
  currency: Currency
  before: number | undefined
  after: number
  /** Brands (or brand/site) that sell the article: each of their sites in this currency shows the price. */
  soldBy: string[]
}

export async function setArticlePrice(
  db: Db,
  articleArg: string,
  currencyArg: string,
  amountArg: string,
  now: number = Date.now(),
): Promise<CatalogResult<PriceOutcome>> {
  const articles = await listArticleRows(db)
  const article = articles.find((a) => String(a.id) === articleArg || a.code === articleArg)
  if (!article)
    return {
      ok: false,
      error: `article: no article ${articleArg} (articles: ${articles.map((a) => `${a.id} ${a.code}`).join(', ')})`,
    }
  if (!(CURRENCIES as readonly string[]).includes(currencyArg))
    return { ok: false, error: `currency: expected one of ${CURRENCIES.join(', ')}, got "${currencyArg}"` }
  const currency = currencyArg as Currency
  if (!/^\d{1,9}$/.test(amountArg) || Number(amountArg) === 0)
    return {
      ok: false,
      error: `amount: a whole price in minor units including VAT (1990 = 19.90), got "${amountArg}"`,
    }
  const after = Number(amountArg)
  // The price may have no row yet, so its key is held (an advisory lock on PostgreSQL): two runs at once take turns
  // and each reports the price it replaced.
  const before = await transaction(db, async (tx) => {
    await lockForTransaction(tx, `article-price:${article.id}:${currency}`)
    const previous = await getArticlePrice(tx, article.id, currency)
    if (previous !== after) await upsertArticlePrice(tx, article.id, currency, after)
    await recordPriceChanges(tx, now)
    return previous
  })
  return {
    ok: true,
    value: { articleId: article.id, code: article.code, currency, before, after, soldBy: article.soldBy },
  }
}

export { listArticleRows as listArticles }
