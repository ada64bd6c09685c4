import { defineTenant } from '../../server/domain/tenancy/tenant-schema.js'

/** WallPix Italia: single Italian site. */
export default defineTenant({
  slug: 'WPX-IT',
  displayName: 'WallPix Italia',
  theme: 'wpx',
  allowDecimals: true,
  features: { guestCheckout: true, loginRequired: false, photoPrints: true },
  analytics: { ga4Id: null },
  legal: {
    companyName: 'WallPix Italia S.r.l.',
    vatId: 'IT09876543210',
    address: 'Via Tortona 31, 20144 Milano MI, Italia',
    email: 'legal@wallpix.it',
    register: 'Registro delle Imprese di Milano Monza Brianza Lodi, REA MI-2654321',
    representative: 'Marco Bianchi (amministratore unico)',
    phone: '+39 02 0000 0031',
    shareCapital: '10.000,00 € i.v.',
    accessibilityAuthority: "Agenzia per l'Italia Digitale (AgID), Via Liszt 21, 00144 Roma",
    bankAccount: { iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX', beneficiary: 'WallPix Italia S.r.l.' },
  },
  hreflangXDefault: null,
  sites: [
    {
      code: 'it',
      country: 'IT',
      currency: 'EUR',
      languages: [{ language: 'it', hreflang: 'it-IT', pathPrefix: null }],
      hosts: ['wpx-it.localhost'],
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY'],
      carriers: ['DHL_PARCEL', 'GLS', 'UPS'],
      shipmentModes: ['ADDRESS', 'PICKPOINT'],
      freeShippingFromMinor: 4900,
    },
  ],
})
