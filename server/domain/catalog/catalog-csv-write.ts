import { stringify } from 'csv-stringify/sync'
import { SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'
import {
  CSV_COLUMNS,
  LABEL_COLUMNS,
  formatPairs,
  type CatalogueArticle,
  type CsvColumn,
  type Labels,
  type RecordType,
} from './catalog-csv-format.js'

/**
 * The catalogue as CSV, in one order whatever order it was read in (articles by id, everything else by position,
 * then key), so that exporting twice gives the same bytes and two exports compare line by line.
 */
export function catalogueCsv(articles: readonly CatalogueArticle[]): string {
  const rows: string[][] = [[...CSV_COLUMNS]]
  const add = (record: RecordType, cells: Partial<Record<CsvColumn, string | number>>) =>
    rows.push(CSV_COLUMNS.map((c) => (c === 'record' ? record : String(cells[c] ?? ''))))
  const labels = (l: Labels) => Object.fromEntries(SHOP_LANGUAGES.map((lang, i) => [LABEL_COLUMNS[i]!, l[lang] ?? '']))
  const sorted = [...articles].sort((a, b) => (a.id ?? Infinity) - (b.id ?? Infinity) || cmp(a.code, b.code))
  for (const a of sorted) {
    const article = a.code
    add('article', {
      article,
      id: a.id ?? '',
      kind: a.kind,
      popularity: a.popularity,
      attributes: pairs(a, a.attributes),
    })
    for (const language of SHOP_LANGUAGES) {
      const t = a.texts[language]
      if (t)
        add('article_text', { article, language, name: t.name, name_plural: t.namePlural, description: t.description })
    }
    const options = byPosition(a.options, (o) => o.key)
    for (const o of options) {
      add('option', { article, option: o.key, position: o.position, ...labels(o.labels) })
      for (const v of byPosition(o.values, (x) => x.key))
        add('value', { article, option: o.key, value: v.key, position: v.position, ...labels(v.labels) })
    }
    const optionOrder = (v: Record<string, string>) => [
      ...options.map((o) => o.key).filter((k) => Object.hasOwn(v, k)),
      ...Object.keys(v).filter((k) => !options.some((o) => o.key === k)),
    ]
    for (const v of byPosition(a.variants, (x) => x.sku)) {
      const { sku } = v
      add('variant', {
        article,
        sku,
        options: formatPairs(v.options, optionOrder(v.options)),
        width_mm: v.widthMm,
        height_mm: v.heightMm,
        bleed_mm: v.bleedMm,
        min_dpi: v.minDpi,
        position: v.position,
      })
      const scopes = [...v.availability].sort((x, y) => cmp(x.brandSlug, y.brandSlug) || cmp(x.siteCode, y.siteCode))
      for (const s of scopes) add('availability', { sku, brand: s.brandSlug, site: s.siteCode })
      const prices = [...v.prices].sort(
        (x, y) =>
          cmp(x.brandSlug, y.brandSlug) ||
          cmp(x.siteCode, y.siteCode) ||
          cmp(x.currency, y.currency) ||
          x.minQuantity - y.minQuantity,
      )
      for (const p of prices)
        add('price', {
          sku,
          brand: p.brandSlug,
          site: p.siteCode,
          currency: p.currency,
          min_quantity: p.minQuantity,
          amount_minor: p.amountMinor,
        })
    }
  }
  return stringify(rows)
}

/** Code-point order, the same on every machine (localeCompare would follow the locale of whoever exports). */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const byPosition = <T extends { position: number }>(xs: readonly T[], key: (x: T) => string) =>
  [...xs].sort((a, b) => a.position - b.position || cmp(key(a), key(b)))

/**
 * Attributes in `key=value;...`, by key: the stored JSON keeps no order one can rely on (PostgreSQL's jsonb has its
 * own). A ';' or '=' inside one would be read back as another pair, so it is refused.
 */
function pairs(a: CatalogueArticle, attributes: Record<string, string>): string {
  const bad = Object.entries(attributes).find(([k, v]) => /[;=]/.test(k + v) || v === '')
  if (bad) throw new Error(`article ${a.code}: attribute ${bad[0]}=${bad[1]} cannot be written as key=value;...`)
  return formatPairs(attributes, Object.keys(attributes).sort(cmp))
}
