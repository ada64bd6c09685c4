/** Carrier brand names are not translated. */
export const CARRIER_NAMES: Readonly<Record<string, string>> = {
  CORREOS: 'Correos',
  MONDIAL_RELAY: 'Mondial Relay',
  DHL_PARCEL: 'DHL Parcel',
  GLS: 'GLS',
  CHRONOEXPRESS: 'Chronoexpress',
  UPS: 'UPS',
}
