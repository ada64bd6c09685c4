import type { OfferRule, OfferScope } from '../../../server/domain/promotions/offer-types.js'
import type {
  ArticleKind,
  Currency,
  ListMode,
  ShopLanguage,
  TagCategory,
} from '../../../server/domain/vocabulary/shop-enums.js'

/** A text in every shop language. */
export type L = Record<ShopLanguage, string>

/** A product type. `id` is below 20000 (it addresses /create/{article_id}). Prices are VAT-inclusive minor units. */
export interface ArticleSeed {
  id: number
  code: string
  kind: ArticleKind
  /** Print area in millimetres (a mug: the wrap-around area). */
  printMm: { width: number; height: number }
  /** Below this effective DPI the editor warns. */
  minDpi: number
  attributes: Record<string, string>
  prices: Record<Currency, number>
  /** Brand slugs selling it; 'all' for every brand. */
  brands: 'all' | string[]
  popularity: number
  name: L
  namePlural: L
  description: L
}

/** A tag; `category` is one of the spec's tag categories or null for a plain theme tag (e.g. "Birthday"). */
export interface TagSeed {
  key: string
  category: TagCategory | null
  name: L
  description: L
}

/** Design names are built as pattern(motif, style): 30 motifs x 10 styles = 300 designs. */
export interface MotifSeed {
  key: string
  /** Tag keys this motif belongs to (theme tags), 1-3. */
  tags: string[]
  name: L
}
export interface StyleSeed {
  key: string
  name: L
}

export interface LandingSeed {
  key: string
  listMode: ListMode
  /** What the landing lists: designs with this tag, designs of this article code, or (LANDING) editorial only. */
  tagKey?: string
  articleCode?: string
  title: L
  intro: L
  /** LANDING mode body: 2-3 short paragraphs separated by blank lines. */
  body?: L
}

export interface BannerSeed {
  key: string
  /** Where it links: a landing key. */
  landingKey: string
  title: L
  subtitle: L
  cta: L
}

export interface OfferSeed {
  key: string
  rule: OfferRule
  scope: OfferScope
  /** Days relative to the seed date: valid from today+startDay until today+endDay. */
  startDay: number
  endDay: number
  landingKey: string
  title: L
  description: L
}
