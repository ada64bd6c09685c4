import { ARTICLE_KINDS, CURRENCIES, SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'
import { CellReader } from './catalog-csv-cells.js'
import {
  CSV_COLUMNS,
  EVERY,
  LABEL_COLUMNS,
  MAX_ARTICLE_ID,
  RECORDS,
  type BrandSites,
  type CsvColumn,
  type CsvProblem,
  type Labels,
  type RecordType,
} from './catalog-csv-format.js'
import type { CsvRow } from './catalog-csv-read.js'
import type { CatalogueRecord, RecordBase } from './catalog-csv-records.js'
import { slugify } from './slug.js'

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
  const fields = recordFields(type as RecordType, c, brands)
  return { ...fields, line: row.line, bad: c.bad } as CatalogueRecord
}

type Fields = CatalogueRecord extends infer R ? (R extends CatalogueRecord ? Omit<R, keyof RecordBase> : never) : never

function recordFields(type: RecordType, c: CellReader, brands: readonly BrandSites[]): Fields {
  const labels = () => Object.fromEntries(SHOP_LANGUAGES.map((l, i) => [l, c.text(LABEL_COLUMNS[i]!)])) as Labels
  switch (type) {
    case 'article': {
      const id =
        c.text('id') === '' ? null : c.whole('id', `an article id from 1 to ${MAX_ARTICLE_ID - 1}`, 1, MAX_ARTICLE_ID)
      const kind = c.oneOf('kind', ARTICLE_KINDS, 'article kind')
      const popularity = c.whole('popularity', POSITION)
      return {
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
        type: 'option',
        article: c.key('article'),
        option: c.key('option'),
        position: c.whole('position', POSITION),
        labels: labels(),
      }
    case 'value':
      return {
        type: 'value',
        article: c.key('article'),
        option: c.key('option'),
        value: c.key('value'),
        position: c.whole('position', POSITION),
        labels: labels(),
      }
    case 'variant':
      return {
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
      return { type: 'availability', sku: c.key('sku'), brandSlug, siteCode }
    }
    case 'price': {
      const { brandSlug, siteCode, currency } = brandAndSite(c, brands, true)
      return {
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
