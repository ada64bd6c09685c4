import { ARTICLE_KINDS, CURRENCIES, SHOP_LANGUAGES, type ShopLanguage } from '../vocabulary/shop-enums.js'
import { CellReader } from './catalog-csv-cells.js'
import {
  CSV_COLUMNS,
  EVERY,
  LABEL_COLUMNS,
  RECORDS,
  type BrandSites,
  type CsvColumn,
  type CsvProblem,
  type Labels,
  type RecordType,
} from './catalog-csv-format.js'
import type { CsvRow } from './catalog-csv-read.js'
import { slugify } from './slug.js'

/** Article ids stay below this (ids above it belong to other tables' ranges in URLs and order lines). */
const MAX_ARTICLE_ID = 20000

interface Base {
  line: number
  /** A cell of the row was refused: its keys still count in the cross-row checks, its numbers do not. */
  bad: boolean
}
export type ArticleRecord = Base & {
  type: 'article'
  code: string
  id: number | null
  kind: string
  popularity: number
  attributes: Record<string, string>
}
export type TextRecord = Base & {
  type: 'article_text'
  article: string
  language: ShopLanguage
  name: string
  namePlural: string
  description: string
}
export type OptionRecord = Base & { type: 'option'; article: string; option: string; position: number; labels: Labels }
export type ValueRecord = Base & {
  type: 'value'
  article: string
  option: string
  value: string
  position: number
  labels: Labels
}
export type VariantRecord = Base & {
  type: 'variant'
  article: string
  sku: string
  options: Record<string, string>
  widthMm: number
  heightMm: number
  bleedMm: number
  minDpi: number
  position: number
}
export type AvailabilityRecord = Base & { type: 'availability'; sku: string; brandSlug: string; siteCode: string }
export type PriceRecord = Base & {
  type: 'price'
  sku: string
  brandSlug: string
  siteCode: string
  currency: string
  minQuantity: number
  amountMinor: number
}
export type CatalogueRecord =
  ArticleRecord | TextRecord | OptionRecord | ValueRecord | VariantRecord | AvailabilityRecord | PriceRecord

const POSITION = 'a non-negative whole number'
const MM = 'a positive whole number of millimetres'

/** One row as its record, or null when its record type is unknown (reported). */
export function rowRecord(row: CsvRow, brands: readonly BrandSites[], problems: CsvProblem[]): CatalogueRecord | null {
  const c = new CellReader(row, problems)
  const type = row.cells.record
  if (!Object.hasOwn(RECORDS, type)) {
    c.fail('record', `"${type}" is not a record type (${Object.keys(RECORDS).join(', ')})`)
    return null
  }
  checkColumnsUsed(c, type as RecordType)
  const base = { line: row.line }
  const labels = () => Object.fromEntries(SHOP_LANGUAGES.map((l, i) => [l, c.text(LABEL_COLUMNS[i]!)])) as Labels
  const record = ((): CatalogueRecord => {
    switch (type as RecordType) {
      case 'article': {
        const id =
          c.text('id') === '' ? null : c.whole('id', `an article id from 1 to ${MAX_ARTICLE_ID - 1}`, 1, MAX_ARTICLE_ID)
        const kind = c.oneOf('kind', ARTICLE_KINDS, 'article kind')
        const popularity = c.whole('popularity', POSITION)
        return {
          ...base,
          bad: false,
          type: 'article',
          code: c.key('article'),
          id,
          kind,
          popularity,
          attributes: c.pairs('attributes', false),
        }
      }
      case 'article_text': {
        const namePlural = c.text('name_plural')
        if (namePlural !== '' && slugify(namePlural) === '')
          c.fail('name_plural', `"${namePlural}" leaves nothing for the page address (slug)`)
        return {
          ...base,
          bad: false,
          type: 'article_text',
          article: c.key('article'),
          language: c.oneOf('language', SHOP_LANGUAGES, 'shop language'),
          name: c.text('name'),
          namePlural,
          description: c.text('description'),
        }
      }
      case 'option':
        return {
          ...base,
          bad: false,
          type: 'option',
          article: c.key('article'),
          option: c.key('option'),
          position: c.whole('position', POSITION),
          labels: labels(),
        }
      case 'value':
        return {
          ...base,
          bad: false,
          type: 'value',
          article: c.key('article'),
          option: c.key('option'),
          value: c.key('value'),
          position: c.whole('position', POSITION),
          labels: labels(),
        }
      case 'variant':
        return {
          ...base,
          bad: false,
          type: 'variant',
          article: c.key('article'),
          sku: c.key('sku'),
          options: c.pairs('options', true),
          widthMm: c.whole('width_mm', MM, 1),
          heightMm: c.whole('height_mm', MM, 1),
          bleedMm: c.whole('bleed_mm', 'a non-negative whole number of millimetres'),
          minDpi: c.whole('min_dpi', 'a positive whole number of dots per inch', 1),
          position: c.whole('position', POSITION),
        }
      case 'availability': {
        const { brandSlug, siteCode } = brandAndSite(c, brands, false)
        return { ...base, bad: false, type: 'availability', sku: c.key('sku'), brandSlug, siteCode }
      }
      case 'price': {
        const { brandSlug, siteCode, currency } = brandAndSite(c, brands, true)
        return {
          ...base,
          bad: false,
          type: 'price',
          sku: c.key('sku'),
          brandSlug,
          siteCode,
          currency,
          minQuantity: c.whole('min_quantity', 'a whole number of copies from 1 (1 = the unit price)', 1),
          amountMinor: c.whole('amount_minor', 'a non-negative whole number of minor units'),
        }
      }
    }
  })()
  record.bad = c.bad
  return record
}

/** A required cell left empty, or a cell the record does not use filled in (a shifted column, most likely). */
function checkColumnsUsed(c: CellReader, type: RecordType): void {
  const { required, optional } = RECORDS[type]
  for (const column of CSV_COLUMNS) {
    if (column === 'record') continue
    const filled = c.text(column) !== ''
    if ((required as readonly CsvColumn[]).includes(column)) {
      if (!filled) c.fail(column, `is empty; ${type} records need it`)
    } else if (filled && !(optional as readonly CsvColumn[]).includes(column))
      c.fail(column, `"${c.text(column)}" is not used by ${type} records (leave it empty)`)
  }
}

/** Brand, site and (for a price) currency: a known brand ('*' = every brand, prices only), one of its sites or '*'. */
function brandAndSite(c: CellReader, brands: readonly BrandSites[], price: boolean) {
  const brandSlug = c.text('brand')
  const siteCode = c.text('site')
  const currency = price ? c.oneOf('currency', CURRENCIES, 'currency') : ''
  const brand = brands.find((b) => b.slug === brandSlug)
  if (brandSlug === EVERY) {
    if (!price)
      c.fail('brand', `"*" is for prices; availability names a brand (${brands.map((b) => b.slug).join(', ')})`)
    else if (siteCode !== EVERY && siteCode !== '')
      c.fail('site', `"${siteCode}": a price for every brand is for every site ("*")`)
  } else if (brandSlug !== '' && !brand)
    c.fail(
      'brand',
      `"${brandSlug}" is not a brand of this shop (${brands.map((b) => b.slug).join(', ') || 'none yet'})`,
    )
  else if (brand && siteCode !== EVERY && siteCode !== '') {
    const site = brand.sites.find((s) => s.code === siteCode)
    if (!site)
      c.fail(
        'site',
        `"${siteCode}" is not a site of ${brandSlug} (${brand.sites.map((s) => s.code).join(', ')}, or "*")`,
      )
    else if (price && currency !== '' && currency !== site.currency)
      c.fail(
        'currency',
        `${brandSlug}/${siteCode} sells in ${site.currency}; a price in ${currency} there is never shown`,
      )
  }
  return { brandSlug, siteCode, currency }
}
