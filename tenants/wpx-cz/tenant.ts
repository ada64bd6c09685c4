import { defineTenant } from '../../server/domain/tenancy/tenant-schema.js'

/** WallPix Česko: single Czech site; prices in whole koruna. */
export default defineTenant({
  slug: 'WPX-CZ',
  displayName: 'WallPix Česko',
  theme: 'wpx',
  allowDecimals: false,
  features: { guestCheckout: true, loginRequired: false, photoPrints: true },
  analytics: { ga4Id: null },
  legal: {
    companyName: 'WallPix Česko s.r.o.',
    vatId: 'CZ08451276',
    address: 'Vinohradská 1511/230, 100 00 Praha 10, Česko',
    email: 'legal@wallpix.cz',
    register: 'Městský soud v Praze, oddíl C, vložka 312456 (IČO 08451276)',
    representative: 'Tomáš Novák (jednatel)',
    phone: '+420 220 000 230',
    shareCapital: '200 000 Kč',
    accessibilityAuthority: 'Česká obchodní inspekce, Gorazdova 1969/24, 120 00 Praha 2',
    bankAccount: { iban: 'CZ6508000000192000145399', bic: 'GIBACZPXXXX', beneficiary: 'WallPix Česko s.r.o.' },
  },
  hreflangXDefault: null,
  sites: [
    {
      code: 'cz',
      country: 'CZ',
      currency: 'CZK',
      languages: [{ language: 'cs', hreflang: 'cs-CZ', pathPrefix: null }],
      hosts: ['wpx-cz.localhost'],
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY'],
      carriers: ['DHL_PARCEL', 'GLS', 'UPS'],
      shipmentModes: ['ADDRESS', 'PICKPOINT'],
      freeShippingFromMinor: 119900,
    },
  ],
})
