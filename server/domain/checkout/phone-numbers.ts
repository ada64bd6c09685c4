import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max'

/**
 * A phone number of `country` in E.164 form (+390669881234), or null when it is not one. The numbering plans are
 * libphonenumber's (the full metadata, so a number is checked against the country's real ranges, not only its
 * lengths): national form as people write it (Italian landlines keep their leading 0, German ones their trunk 0),
 * or international with + or 00. A number of another calling code is refused; one of a territory sharing the code
 * (Vatican City's +39 06 698 numbers on the Italian site) is accepted.
 */
export function normalizePhone(country: string, input: string): string | null {
  if (input.length > 24 || !isSupportedCountry(country)) return null
  const parsed = parsePhoneNumberFromString(input, { defaultCountry: country as CountryCode, extract: false })
  if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(country as CountryCode)) return null
  return parsed.number
}

/** True when libphonenumber has the country's numbering plan (a site's delivery phone numbers are checked by it). */
export function hasPhoneNumberingPlan(country: string): boolean {
  return isSupportedCountry(country)
}
