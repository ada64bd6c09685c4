/** Enumerations of spec section 3 that site and brand config refer to. */
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
