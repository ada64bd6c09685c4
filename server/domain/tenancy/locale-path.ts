import { SHOP_LANGUAGES, type ShopLanguage } from '../vocabulary/shop-enums.js'
import {
  FIXED_REDIRECTS,
  LEGAL_SUBPAGES,
  LOCALIZED_SECTIONS,
  legalSubpageFromSegment,
  localizedLegalPath,
  sectionFromSegment,
  type LocalizedSection,
} from './localized-segments.js'

/** What routing needs to know of a site; public, so the client router can use it too. */
export interface SiteRouting {
  languages: { language: ShopLanguage; pathPrefix: string | null }[]
}

/** Vike routes of translated sections live under this internal prefix; visitors never see it. */
export const SECTION_ROUTE_PREFIX = '/_section'

export type ResolvedPath =
  | { kind: 'page'; language: ShopLanguage; prefix: string; logicalPath: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'locale-not-allowed' }
  | { kind: 'no-route' }

const isShopLanguage = (s: string): s is ShopLanguage => (SHOP_LANGUAGES as readonly string[]).includes(s)

export function defaultLanguage(routing: SiteRouting): ShopLanguage {
  const lang = routing.languages.find((l) => l.pathPrefix === null)
  if (!lang) throw new Error('site has no default language')
  return lang.language
}

/**
 * The language a path asks for, from its locale prefix alone (the default language without one). Error pages use it
 * when routing stopped before it set the language (an abort in a data hook, an unknown path under /fr), so a 404 on
 * a secondary language's page is shown in that language.
 */
export function languageOfPath(pathname: string, routing: SiteRouting): { language: ShopLanguage; prefix: string } {
  const first = pathname.split('/')[1] ?? ''
  const prefixed = routing.languages.find((l) => l.pathPrefix !== null && l.pathPrefix === first)
  return prefixed
    ? { language: prefixed.language, prefix: `/${first}` }
    : { language: defaultLanguage(routing), prefix: '' }
}

/**
 * Maps a visitor's path to the logical path Vike routes on: strips an allowed locale prefix,
 * turns localized section segments into their logical route, answers the fixed redirects,
 * and refuses a locale prefix the site does not allow (spec section 2: 404 Page Not Found).
 */
export function resolvePath(pathname: string, routing: SiteRouting): ResolvedPath {
  const segments = pathname.split('/').filter((s, i) => i > 0 || s !== '')
  let language = defaultLanguage(routing)
  let prefix = ''
  const first = segments[0] ?? ''
  const prefixed = routing.languages.find((l) => l.pathPrefix !== null && l.pathPrefix === first)
  if (prefixed) {
    language = prefixed.language
    prefix = `/${first}`
    segments.shift()
  } else if (isShopLanguage(first)) {
    return { kind: 'locale-not-allowed' }
  }
  const rest = `/${segments.join('/')}`
  if (rest === SECTION_ROUTE_PREFIX || rest.startsWith(`${SECTION_ROUTE_PREFIX}/`)) return { kind: 'no-route' }

  const fixed = FIXED_REDIRECTS[rest.replace(/\/+$/, '')]
  if (fixed) return { kind: 'redirect', to: prefix + localizedLegalPath(fixed, language) }

  const section = segments[0] === undefined ? null : sectionFromSegment(segments[0], language)
  if (!section) return { kind: 'page', language, prefix, logicalPath: rest }
  const tail = segments.slice(1)
  if (section === 'legal' && tail[0] !== undefined) {
    const sub = legalSubpageFromSegment(tail[0], language)
    if (!sub) return { kind: 'no-route' }
    tail[0] = sub
  }
  return { kind: 'page', language, prefix, logicalPath: [SECTION_ROUTE_PREFIX, section, ...tail].join('/') }
}

/** The inverse of resolvePath: the visitor-facing path of a logical path in one language of a site. */
export function localizePath(logicalPath: string, language: ShopLanguage, routing: SiteRouting): string {
  const entry = routing.languages.find((l) => l.language === language)
  const prefix = entry?.pathPrefix ? `/${entry.pathPrefix}` : ''
  if (!logicalPath.startsWith(`${SECTION_ROUTE_PREFIX}/`))
    return prefix + (logicalPath === '/' && prefix ? '' : logicalPath)
  const [section, ...tail] = logicalPath.slice(SECTION_ROUTE_PREFIX.length + 1).split('/')
  const localizedSection = LOCALIZED_SECTIONS[section as LocalizedSection]?.[language] ?? section
  if (section === 'legal' && tail[0] && tail[0] in LEGAL_SUBPAGES) {
    tail[0] = LEGAL_SUBPAGES[tail[0] as keyof typeof LEGAL_SUBPAGES][language]
  }
  return [prefix, localizedSection, ...tail].join('/')
}
