import type { ShopLanguage } from '../vocabulary/shop-enums.js'
import type { Labels } from './catalog-csv-format.js'

/** The rows of a catalogue CSV as typed records, one type per `record` value (catalog-csv-rows.ts reads them). */

export interface RecordBase {
  line: number
  /** A cell of the row was refused: its keys still count in the cross-row checks, its numbers do not. */
  bad: boolean
}
export type ArticleRecord = RecordBase & {
  type: 'article'
  code: string
  id: number | null
  kind: string
  popularity: number
  attributes: Record<string, string>
}
export type TextRecord = RecordBase & {
  type: 'article_text'
  article: string
  language: ShopLanguage
  name: string
  namePlural: string
  description: string
}
export type OptionRecord = RecordBase & {
  type: 'option'
  article: string
  option: string
  position: number
  labels: Labels
}
export type ValueRecord = RecordBase & {
  type: 'value'
  article: string
  option: string
  value: string
  position: number
  labels: Labels
}
export type VariantRecord = RecordBase & {
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
export type AvailabilityRecord = RecordBase & { type: 'availability'; sku: string; brandSlug: string; siteCode: string }
export type PriceRecord = RecordBase & {
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
