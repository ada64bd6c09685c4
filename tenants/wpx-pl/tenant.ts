import { defineTenant } from '../../server/domain/tenancy/tenant-schema.js'

/** WallPix Polska: single Polish site. */
export default defineTenant({
  slug: 'WPX-PL',
  displayName: 'WallPix Polska',
  theme: 'wpx',
  allowDecimals: true,
  features: { guestCheckout: true, loginRequired: false, photoPrints: true },
  analytics: { ga4Id: null },
  legal: {
    companyName: 'WallPix Polska Sp. z o.o.',
    vatId: 'PL5272846103',
    address: 'ul. Marszałkowska 126, 00-008 Warszawa, Polska',
    email: 'legal@wallpix.pl',
    register: 'Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS, KRS 0000912345',
    representative: 'Katarzyna Wiśniewska (prezes zarządu)',
    phone: '+48 22 000 01 26',
    shareCapital: '5 000,00 zł',
    accessibilityAuthority:
      'Prezes Państwowego Funduszu Rehabilitacji Osób Niepełnosprawnych, al. Jana Pawła II 13, 00-828 Warszawa',
    bankAccount: { iban: 'PL61109010140000071219812874', bic: 'WBKPPLPPXXX', beneficiary: 'WallPix Polska Sp. z o.o.' },
  },
  hreflangXDefault: null,
  sites: [
    {
      code: 'pl',
      country: 'PL',
      currency: 'PLN',
      languages: [{ language: 'pl', hreflang: 'pl-PL', pathPrefix: null }],
      hosts: ['wpx-pl.localhost'],
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY', 'BLIK'],
      carriers: ['DHL_PARCEL', 'GLS', 'UPS'],
      shipmentModes: ['ADDRESS', 'PICKPOINT'],
      freeShippingFromMinor: 19900,
    },
  ],
})
