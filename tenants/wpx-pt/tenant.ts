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
    register: 'Conservatória do Registo Comercial de Lisboa, NIPC 516284937',
    representative: 'João Pereira (gerente)',
    phone: '+351 210 000 120',
    shareCapital: '5.000,00 €',
    accessibilityAuthority: 'Instituto Nacional para a Reabilitação, I.P., Av. Conde de Valbom 63, 1069-178 Lisboa',
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
