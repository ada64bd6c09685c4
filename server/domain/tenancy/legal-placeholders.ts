import type { BrandConfig } from './tenant-schema.js'

/**
 * The names a brand page may hold in braces, filled in at render from the site's name and the brand's legal data
 * (decisions 045 and 057), so a brand's legal identity is written once and every page follows a change of it.
 */
export const LEGAL_PLACEHOLDERS = [
  'brand',
  'company',
  'email',
  'address',
  'vatId',
  'register',
  'representative',
  'phone',
  'shareCapital',
  'accessibilityAuthority',
] as const
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number]

/** A value per placeholder; undefined where the brand has not given that (optional) value. */
export type LegalValues = Record<LegalPlaceholder, string | undefined>

export function legalValues(siteName: string, legal: BrandConfig['legal']): LegalValues {
  return {
    brand: siteName,
    company: legal.companyName,
    email: legal.email,
    address: legal.address,
    vatId: legal.vatId,
    register: legal.register,
    representative: legal.representative,
    phone: legal.phone,
    shareCapital: legal.shareCapital,
    accessibilityAuthority: legal.accessibilityAuthority,
  }
}

const PLACEHOLDER = /\{(\w+)\}/g
const isPlaceholder = (name: string): name is LegalPlaceholder =>
  (LEGAL_PLACEHOLDERS as readonly string[]).includes(name)

/** Whether the text names a placeholder the brand has no value for (its sentence would read "Share capital: ."). */
export function namesUnsetValue(text: string, values: LegalValues): boolean {
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (isPlaceholder(name!) && values[name] === undefined) return true
  return false
}

/** Fills the placeholders the brand has values for; any other brace text stays as written. */
export function fillPlaceholders(text: string, values: LegalValues): string {
  return text.replace(PLACEHOLDER, (m, name: string) => (isPlaceholder(name) ? (values[name] ?? m) : m))
}

interface PageText {
  title: string
  intro: string
  sections: readonly { heading: string; body: string }[]
}

/**
 * A page with the brand's values filled in. A section naming a value the brand has not given (share capital, phone,
 * the accessibility authority: optional) is left out whole, so one text serves brands with and without it.
 */
export function fillPage(page: PageText, values: LegalValues) {
  return {
    title: fillPlaceholders(page.title, values),
    intro: fillPlaceholders(page.intro, values),
    sections: page.sections
      .filter((s) => !namesUnsetValue(s.heading, values) && !namesUnsetValue(s.body, values))
      .map((s) => ({ heading: fillPlaceholders(s.heading, values), body: fillPlaceholders(s.body, values) })),
  }
}
