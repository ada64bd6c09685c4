import type { Carrier } from '../vocabulary/shop-enums.js'

/** Each carrier's public tracking page for a tracking number (the link of the "shipped" mail). */
const TRACKING_PAGES: Readonly<Record<Carrier, string>> = {
  CORREOS: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={n}',
  MONDIAL_RELAY: 'https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={n}',
  DHL_PARCEL: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id={n}',
  GLS: 'https://gls-group.com/track/{n}',
  CHRONOEXPRESS: 'https://www.chronoexpres.com/chronoexpres/es_ES/apps/tracking?numero={n}',
  UPS: 'https://www.ups.com/track?tracknum={n}',
}

export function carrierTrackingUrl(carrier: string, trackingNumber: string): string | null {
  const page = TRACKING_PAGES[carrier as Carrier]
  return page ? page.replace('{n}', encodeURIComponent(trackingNumber)) : null
}
