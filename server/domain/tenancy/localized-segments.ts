import type { ShopLanguage } from '../vocabulary/shop-enums.js'

/**
 * Content sections whose first path segment is translated (spec section 2: cookies-info,
 * guidelines-and-policies, legal, blog) and the legal section's sub-pages.
 * The logical name is what the Vike route uses; visitors only ever see the localized form.
 */
export const LOCALIZED_SECTIONS = {
  'cookies-info': {
    es: 'informacion-cookies',
    de: 'cookie-hinweise',
    fr: 'informations-cookies',
    it: 'informazioni-cookie',
    pt: 'informacao-cookies',
    nl: 'cookie-informatie',
    da: 'cookie-information',
    pl: 'informacje-o-cookies',
    cs: 'informace-o-cookies',
    en: 'cookies-info',
    sv: 'cookie-information',
    fi: 'evastetiedot',
  },
  'guidelines-and-policies': {
    es: 'directrices-y-politicas',
    de: 'richtlinien-und-grundsaetze',
    fr: 'regles-et-politiques',
    it: 'linee-guida-e-politiche',
    pt: 'diretrizes-e-politicas',
    nl: 'richtlijnen-en-beleid',
    da: 'retningslinjer-og-politikker',
    pl: 'wytyczne-i-zasady',
    cs: 'pravidla-a-zasady',
    en: 'guidelines-and-policies',
    sv: 'riktlinjer-och-policyer',
    fi: 'ohjeet-ja-kaytannot',
  },
  legal: {
    es: 'legal',
    de: 'rechtliches',
    fr: 'mentions-legales',
    it: 'note-legali',
    pt: 'informacao-legal',
    nl: 'juridisch',
    da: 'juridisk',
    pl: 'informacje-prawne',
    cs: 'pravni-informace',
    en: 'legal',
    sv: 'juridisk-information',
    fi: 'oikeudelliset-tiedot',
  },
  blog: {
    es: 'blog',
    de: 'blog',
    fr: 'blog',
    it: 'blog',
    pt: 'blog',
    nl: 'blog',
    da: 'blog',
    pl: 'blog',
    cs: 'blog',
    en: 'blog',
    sv: 'blogg',
    fi: 'blogi',
  },
} as const satisfies Record<string, Record<ShopLanguage, string>>

export type LocalizedSection = keyof typeof LOCALIZED_SECTIONS

export const LEGAL_SUBPAGES = {
  privacy: {
    es: 'privacidad',
    de: 'datenschutz',
    fr: 'confidentialite',
    it: 'privacy',
    pt: 'privacidade',
    nl: 'privacy',
    da: 'privatliv',
    pl: 'prywatnosc',
    cs: 'ochrana-soukromi',
    en: 'privacy',
    sv: 'integritet',
    fi: 'tietosuoja',
  },
  terms: {
    es: 'condiciones',
    de: 'agb',
    fr: 'conditions-generales',
    it: 'condizioni',
    pt: 'condicoes',
    nl: 'voorwaarden',
    da: 'betingelser',
    pl: 'regulamin',
    cs: 'obchodni-podminky',
    en: 'terms',
    sv: 'villkor',
    fi: 'ehdot',
  },
  notice: {
    es: 'aviso-legal',
    de: 'impressum',
    fr: 'editeur',
    it: 'avviso-legale',
    pt: 'aviso-legal',
    nl: 'colofon',
    da: 'kolofon',
    pl: 'nota-prawna',
    cs: 'tiraz',
    en: 'notice',
    sv: 'utgivare',
    fi: 'julkaisija',
  },
  /** The accessibility statement (European Accessibility Act, decision 057). */
  accessibility: {
    es: 'accesibilidad',
    de: 'barrierefreiheit',
    fr: 'accessibilite',
    it: 'accessibilita',
    pt: 'acessibilidade',
    nl: 'toegankelijkheid',
    da: 'tilgaengelighed',
    pl: 'dostepnosc',
    cs: 'pristupnost',
    en: 'accessibility',
    sv: 'tillganglighet',
    fi: 'saavutettavuus',
  },
  /** The model withdrawal form (Directive 2011/83/EU Annex I(B)), a page of its own rather than brand content. */
  withdrawal: {
    es: 'formulario-desistimiento',
    de: 'widerrufsformular',
    fr: 'formulaire-retractation',
    it: 'modulo-recesso',
    pt: 'formulario-livre-resolucao',
    nl: 'modelformulier-herroeping',
    da: 'fortrydelsesformular',
    pl: 'formularz-odstapienia',
    cs: 'formular-odstoupeni',
    en: 'withdrawal-form',
    sv: 'angerblankett',
    fi: 'peruutuslomake',
  },
} as const satisfies Record<string, Record<ShopLanguage, string>>

export type LegalSubpage = keyof typeof LEGAL_SUBPAGES

/** Fixed paths redirected (301) into sub-pages of the legal section. */
export const FIXED_REDIRECTS: Record<string, LegalSubpage> = {
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/imprint': 'notice',
  '/accessibility': 'accessibility',
}

export function sectionFromSegment(segment: string, language: ShopLanguage): LocalizedSection | null {
  for (const [section, byLang] of Object.entries(LOCALIZED_SECTIONS)) {
    if (byLang[language] === segment) return section as LocalizedSection
  }
  return null
}

export function legalSubpageFromSegment(segment: string, language: ShopLanguage): LegalSubpage | null {
  for (const [sub, byLang] of Object.entries(LEGAL_SUBPAGES)) {
    if (byLang[language] === segment) return sub as LegalSubpage
  }
  return null
}

export function localizedLegalPath(sub: LegalSubpage, language: ShopLanguage): string {
  return `/${LOCALIZED_SECTIONS.legal[language]}/${LEGAL_SUBPAGES[sub][language]}`
}
