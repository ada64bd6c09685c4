import { defineTenant } from '../../server/domain/tenancy/tenant-schema.js'

/** WallPix Portugal: single Portuguese site. */
export default defineTenant({
  slug: 'WPX-PT',
  displayName: 'WallPix Portugal',
  theme: 'wpx',
  allowDecimals: true,
  features: { guestCheckout: true, loginRequired: false, photoPrints: true },
  analytics: { ga4Id: null },
  legal: {
    companyName: 'WallPix Portugal, Unipessoal Lda.',
    vatId: 'PT516284937',
    address: 'Rua Augusta 120, 1100-053 Lisboa, Portugal',
    email: 'legal@wallpix.pt',
    bankAccount: {
      iban: 'PT50000201231234567890154',
      bic: 'CGDIPTPLXXX',
      beneficiary: 'WallPix Portugal, Unipessoal Lda.',
    },
  },
  hreflangXDefault: null,
  sites: [
    {
      code: 'pt',
      country: 'PT',
      currency: 'EUR',
      languages: [{ language: 'pt', hreflang: 'pt-PT', pathPrefix: null }],
      hosts: ['wpx-pt.localhost'],
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY', 'MULTIBANCO', 'MB_WAY'],
      carriers: ['CORREOS', 'GLS', 'UPS'],
      shipmentModes: ['ADDRESS', 'PICKPOINT'],
      freeShippingFromMinor: 4900,
    },
  ],
})
