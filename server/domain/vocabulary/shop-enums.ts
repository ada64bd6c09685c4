/** The shop's shared vocabulary: enumerations of the spec that config, content, pages and rules refer to. */
export const SHOP_LANGUAGES = ['es', 'de', 'fr', 'it', 'pt', 'nl', 'da', 'pl', 'cs', 'en', 'sv', 'fi'] as const
export type ShopLanguage = (typeof SHOP_LANGUAGES)[number]

export const CURRENCIES = ['EUR', 'CHF', 'DKK', 'PLN', 'CZK', 'GBP', 'SEK'] as const
export type Currency = (typeof CURRENCIES)[number]

export const CARRIERS = ['CORREOS', 'MONDIAL_RELAY', 'DHL_PARCEL', 'GLS', 'CHRONOEXPRESS', 'UPS'] as const
export type Carrier = (typeof CARRIERS)[number]

/** Spec shipment modes; what each means for the shop is in shipment-modes.ts. */
export const SHIPMENT_MODES = ['ADDRESS', 'PICKPOINT', 'MANAGED', 'CUSTOMER'] as const
export type ShipmentMode = (typeof SHIPMENT_MODES)[number]

export const PAYMENT_METHODS = [
  'CARD',
  'BANCONTACT',
  'GIROPAY',
  'IDEAL',
  'PAYPAL',
  'SOFORT',
  'MOBILE_PAY',
  'BIZUM',
  'BANK_TRANSFER',
  'MULTIBANCO',
  'BLIK',
  'BILLING_ACCOUNT',
  'EPS',
  'SWISH',
  'TWINT',
  'TRUSTLY',
  'APPLE_PAY',
  'GOOGLE_PAY',
  'KLARNA',
  'MB_WAY',
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const THEMES = ['wpx', 'tz'] as const
export type ThemeName = (typeof THEMES)[number]

/** Spec tag categories (a tag may have none: a plain theme tag). */
export const TAG_CATEGORIES = ['INFANTIL', 'OUTLET', 'NOVELTY', 'TOP_SALES', 'ECONOMIC', 'PROMOTION'] as const
export type TagCategory = (typeof TAG_CATEGORIES)[number]

/** Product types of the catalogue. */
export const ARTICLE_KINDS = [
  'PHOTO_PRINT',
  'MUG',
  'MAGIC_MUG',
  'CANVAS',
  'POSTER',
  'CUSHION',
  'PUZZLE',
  'CALENDAR',
  'T_SHIRT',
  'PHONE_CASE',
  'KEYRING',
  'PHOTO_BOOK',
] as const
export type ArticleKind = (typeof ARTICLE_KINDS)[number]

/** How a landing page lists its content. */
export const LIST_MODES = ['LIST_DESIGNS', 'LIST', 'LANDING'] as const
export type ListMode = (typeof LIST_MODES)[number]
