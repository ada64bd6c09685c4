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
