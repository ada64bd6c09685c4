/** Carrier and payment brands keep their own names in every language (generic payment methods are translated). */
export const CARRIER_NAMES: Readonly<Record<string, string>> = {
  CORREOS: 'Correos',
  MONDIAL_RELAY: 'Mondial Relay',
  DHL_PARCEL: 'DHL Parcel',
  GLS: 'GLS',
  CHRONOEXPRESS: 'Chronoexpress',
  UPS: 'UPS',
}

export const PAYMENT_BRAND_NAMES: Readonly<Record<string, string>> = {
  BANCONTACT: 'Bancontact',
  GIROPAY: 'giropay',
  IDEAL: 'iDEAL',
  PAYPAL: 'PayPal',
  SOFORT: 'Sofort',
  MOBILE_PAY: 'MobilePay',
  BIZUM: 'Bizum',
  MULTIBANCO: 'Multibanco',
  BLIK: 'BLIK',
  EPS: 'eps',
  SWISH: 'Swish',
  TWINT: 'TWINT',
  TRUSTLY: 'Trustly',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  KLARNA: 'Klarna',
  MB_WAY: 'MB WAY',
}
