import { SHOP_LANGUAGES, type ShopLanguage } from '../vocabulary/shop-enums.js'
import type { PriceRow } from './variant-price.js'

/**
 * The catalogue as one CSV file (docs/catalogue-csv.md): every row has every column of the header, and its `record`
 * column says which of them it uses. One file rather than one per table, so a range travels and is checked whole.
 */

export const LABEL_COLUMNS = SHOP_LANGUAGES.map((l) => `label_${l}` as const)

export const CSV_COLUMNS = [
  'record',
  'article',
  'id',
  'kind',
  'popularity',
  'attributes',
  'language',
  'name',
  'name_plural',
  'description',
  'option',
  'value',
  'position',
  ...LABEL_COLUMNS,
  'sku',
  'options',
  'width_mm',
  'height_mm',
  'bleed_mm',
  'min_dpi',
  'brand',
  'site',
  'currency',
  'min_quantity',
  'amount_minor',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** Per record type: the columns it must fill, and those it may leave empty. Any other column must stay empty. */
export const RECORDS = {
  article: { required: ['article', 'kind', 'popularity'], optional: ['id', 'attributes'] },
  article_text: { required: ['article', 'language', 'name', 'name_plural'], optional: ['description'] },
  option: { required: ['article', 'option', 'position', ...LABEL_COLUMNS], optional: [] },
  value: { required: ['article', 'option', 'value', 'position', ...LABEL_COLUMNS], optional: [] },
  variant: {
    required: ['article', 'sku', 'width_mm', 'height_mm', 'bleed_mm', 'min_dpi', 'position'],
    optional: ['options'],
  },
  availability: { required: ['sku', 'brand', 'site'], optional: [] },
  price: { required: ['sku', 'brand', 'site', 'currency', 'min_quantity', 'amount_minor'], optional: [] },
} as const satisfies Record<string, { required: readonly CsvColumn[]; optional: readonly CsvColumn[] }>
export type RecordType = keyof typeof RECORDS

/** Article ids stay below this (ids above it belong to other tables' ranges in URLs and order lines). */
export const MAX_ARTICLE_ID = 20000

/** '*' in brand or site: every brand (prices only) or every site of the brand. */
export const EVERY = '*'

export type Labels = Record<ShopLanguage, string>

export interface CatalogueValue {
  key: string
  position: number
  labels: Labels
}

export interface CatalogueOption {
  key: string
  position: number
  labels: Labels
  values: CatalogueValue[]
}

export interface CatalogueVariant {
  sku: string
  options: Record<string, string>
  widthMm: number
  heightMm: number
  bleedMm: number
  minDpi: number
  position: number
  availability: { brandSlug: string; siteCode: string }[]
  prices: PriceRow[]
  /** Line of its `variant` record in the file; 0 when read from the database. */
  line: number
}

export interface CatalogueArticle {
  code: string
  /** null: a new article without an id in the file (the import gives it the next free one). */
  id: number | null
  kind: string
  popularity: number
  attributes: Record<string, string>
  /** Complete in a parsed file; the database may lack a language. `slug` is the stored one (the file has none). */
  texts: Partial<Record<ShopLanguage, { name: string; namePlural: string; description: string; slug?: string }>>
  options: CatalogueOption[]
  variants: CatalogueVariant[]
  /** Line of its `article` record in the file; 0 when read from the database. */
  line: number
}

/** A brand as the checks need it: where it sells, in which currency. */
export interface BrandSites {
  slug: string
  sites: { code: string; currency: string }[]
}

/** One thing wrong with the file; line 0 is the file as a whole. */
export interface CsvProblem {
  line: number
  column?: string
  message: string
}

export const describeProblem = (p: CsvProblem): string =>
  `${p.line ? `line ${p.line}` : 'file'}${p.column ? `, column ${p.column}` : ''}: ${p.message}`

/** `size=10x15;finish=matte`: how a variant names its option values and an article its attributes. */
export const formatPairs = (pairs: Record<string, string>, keys = Object.keys(pairs)): string =>
  keys.map((k) => `${k}=${pairs[k]}`).join(';')
