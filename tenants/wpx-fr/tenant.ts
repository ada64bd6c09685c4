import { defineTenant } from '../../server/domain/tenancy/tenant-schema.js'

/** WallPix France: single French site. */
export default defineTenant({
  slug: 'WPX-FR',
  displayName: 'WallPix France',
  theme: 'wpx',
  allowDecimals: true,
  features: { guestCheckout: true, loginRequired: false, photoPrints: true },
  analytics: { ga4Id: null },
  legal: {
    companyName: 'WallPix France SAS',
    vatId: 'FR47852963147',
    address: '42 rue de la Roquette, 75011 Paris, France',
    email: 'legal@wallpix.fr',
    register: 'RCS Paris 852 963 147',
    representative: 'Claire Dubois (présidente)',
    phone: '+33 1 84 00 00 42',
    shareCapital: '50 000 €',
    accessibilityAuthority:
      'Direction générale de la concurrence, de la consommation et de la répression des fraudes (DGCCRF), 59 boulevard Vincent Auriol, 75013 Paris',
    bankAccount: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR', beneficiary: 'WallPix France SAS' },
  },
  hreflangXDefault: null,
  sites: [
    {
      code: 'fr',
      country: 'FR',
      currency: 'EUR',
      languages: [{ language: 'fr', hreflang: 'fr-FR', pathPrefix: null }],
      hosts: ['wpx-fr.localhost'],
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY'],
      carriers: ['MONDIAL_RELAY', 'GLS', 'UPS'],
      shipmentModes: ['ADDRESS', 'PICKPOINT'],
      freeShippingFromMinor: 4900,
    },
  ],
})
