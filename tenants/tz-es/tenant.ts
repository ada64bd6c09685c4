import { defineTenant } from '../../server/domain/tenancy/tenant-schema.js'

/** Tazzia: a Spanish brand focused on personalised mugs. Single site, not part of an hreflang set. */
export default defineTenant({
  slug: 'TZ-ES',
  displayName: 'Tazzia',
  theme: 'tz',
  allowDecimals: true,
  promotionStacking: 'best',
  features: { guestCheckout: true, loginRequired: false, photoPrints: false },
  analytics: { ga4Id: 'G-TZES0001' },
  legal: {
    companyName: 'Tazzia Regalos Personalizados S.L.',
    vatId: 'ESB46123987',
    address: 'Carrer de Colón 18, 46004 València, España',
    email: 'legal@tazzia.es',
    register: 'Registro Mercantil de Valencia, tomo 10987, folio 45, hoja V-198765',
    representative: 'Marc Ribera Soler y Elena Navarro Gil (administradores solidarios)',
    phone: '+34 960 000 018',
    shareCapital: '6.000,00 €',
    accessibilityAuthority:
      'Dirección General de Consumo, Ministerio de Derechos Sociales, Consumo y Agenda 2030, Paseo del Prado 18-20, 28014 Madrid',
    bankAccount: {
      iban: 'ES6000491500051234567892',
      bic: 'BSCHESMMXXX',
      beneficiary: 'Tazzia Regalos Personalizados S.L.',
    },
  },
  hreflangXDefault: null,
  sites: [
    {
      code: 'es',
      country: 'ES',
      currency: 'EUR',
      languages: [{ language: 'es', hreflang: 'es-ES', pathPrefix: null }],
      hosts: ['tz-es.localhost'],
      paymentMethods: ['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY', 'BIZUM'],
      carriers: ['CORREOS', 'GLS', 'CHRONOEXPRESS', 'UPS'],
      shipmentModes: ['ADDRESS', 'PICKPOINT', 'MANAGED', 'CUSTOMER'],
      freeShippingFromMinor: 4900,
    },
  ],
})
