/**
 * A site's time zone, from its country: the chat's opening hours are read in it. One zone per country covers every
 * country the shop can have a site in (the EU, the EEA, Switzerland and the United Kingdom); another country reads
 * its hours in Central European Time, where most sites are.
 */
const ZONES: Readonly<Record<string, string>> = {
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  BG: 'Europe/Sofia',
  CH: 'Europe/Zurich',
  CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  ES: 'Europe/Madrid',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HR: 'Europe/Zagreb',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IS: 'Atlantic/Reykjavik',
  IT: 'Europe/Rome',
  LI: 'Europe/Vaduz',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  LV: 'Europe/Riga',
  MT: 'Europe/Malta',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  SE: 'Europe/Stockholm',
  SI: 'Europe/Ljubljana',
  SK: 'Europe/Bratislava',
}

export const FALLBACK_TIME_ZONE = 'Europe/Brussels'

/** True when the country has its own zone here (a site's chat hours and mailed dates are read in it). */
export function hasTimeZone(country: string): boolean {
  return Object.hasOwn(ZONES, country)
}

export function siteTimeZone(country: string): string {
  return ZONES[country] ?? FALLBACK_TIME_ZONE
}
