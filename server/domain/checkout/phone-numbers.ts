/**
 * Phone numbers per country: calling code and national significant number length (ITU-T E.164 plans,
 * simplified). Accepted as "+CC number" or in national form with the trunk 0 where the country uses one.
 */
const PLANS: Readonly<Record<string, { code: string; min: number; max: number; trunk: boolean }>> = {
  ES: { code: '34', min: 9, max: 9, trunk: false },
  DE: { code: '49', min: 6, max: 13, trunk: true },
  AT: { code: '43', min: 4, max: 13, trunk: true },
  CH: { code: '41', min: 9, max: 9, trunk: true },
  FR: { code: '33', min: 9, max: 9, trunk: true },
  IT: { code: '39', min: 6, max: 11, trunk: false },
  PT: { code: '351', min: 9, max: 9, trunk: false },
  NL: { code: '31', min: 9, max: 9, trunk: true },
  BE: { code: '32', min: 8, max: 9, trunk: true },
  DK: { code: '45', min: 8, max: 8, trunk: false },
  PL: { code: '48', min: 9, max: 9, trunk: false },
  CZ: { code: '420', min: 9, max: 9, trunk: false },
  GB: { code: '44', min: 10, max: 10, trunk: true },
  IE: { code: '353', min: 7, max: 9, trunk: true },
  LU: { code: '352', min: 4, max: 11, trunk: false },
  SE: { code: '46', min: 7, max: 9, trunk: true },
  FI: { code: '358', min: 5, max: 12, trunk: true },
}

/** The number in E.164 form (+34912345678), or null when it is not a valid number of `country`. */
export function normalizePhone(country: string, input: string): string | null {
  const plan = PLANS[country]
  if (!plan || input.length > 24 || !/^[+\d\s().-]+$/.test(input)) return null
  let digits = input.replace(/[\s().-]/g, '')
  if (digits.startsWith('+')) {
    if (!digits.startsWith(`+${plan.code}`)) return null
    digits = digits.slice(1 + plan.code.length)
  } else if (digits.startsWith(`00${plan.code}`)) {
    digits = digits.slice(2 + plan.code.length)
  } else if (plan.trunk) {
    if (!digits.startsWith('0')) return null
    digits = digits.slice(1)
  }
  if (!/^\d+$/.test(digits) || digits.startsWith('0') || digits.length < plan.min || digits.length > plan.max)
    return null
  return `+${plan.code}${digits}`
}
