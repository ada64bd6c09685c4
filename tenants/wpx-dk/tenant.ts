import { defineTenant } from '../../server/domain/tenancy/tenant-schema.js'

/** WallPix Danmark: single Danish site; prices in whole kroner. */
export default defineTenant({
  slug: 'WPX-DK',
  displayName: 'WallPix Danmark',
  theme: 'wpx',
  allowDecimals: false,
  features: { guestCheckout: true, loginRequired: false, photoPrints: true },
  analytics: { ga4Id: null },
  legal: {
    companyName: 'WallPix Danmark ApS',
    vatId: 'DK38472615',
    address: 'Vesterbrogade 74, 1620 København V, Danmark',
    email: 'legal@wallpix.dk',
    register: 'Erhvervsstyrelsen, CVR-nr. 38472615',
    representative: 'Mette Sørensen (administrerende direktør)',
    phone: '+45 33 00 00 74',
    shareCapital: '40.000 kr.',
    accessibilityAuthority: 'Digitaliseringsstyrelsen, Landgreven 4, 1301 København K',
    bankAccount: { iban: 'DK5000400440116243', bic: 'DABADKKKXXX', beneficiary: 'WallPix Danmark ApS' },
  },
  hreflangXDefault: null,
  sites: [
    {
      code: 'dk',
      country: 'DK',
      currency: 'DKK',
      languages: [{ language: 'da', hreflang: 'da-DK', pathPrefix: null }],
      hosts: ['wpx-dk.localhost'],
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY', 'MOBILE_PAY'],
      carriers: ['DHL_PARCEL', 'GLS', 'UPS'],
      shipmentModes: ['ADDRESS', 'PICKPOINT'],
      freeShippingFromMinor: 37500,
    },
  ],
})
