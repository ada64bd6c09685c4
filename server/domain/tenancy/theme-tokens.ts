import type { ThemeName } from '../vocabulary/shop-enums.js'

/**
 * Per-brand theme tokens on top of a theme (themes/*.css): an accent colour, text and background colours, a font
 * from a short list and an uploaded logo. Every colour pair the shop relies on must keep WCAG AA contrast (4.5:1),
 * so a token that would make text unreadable is refused with the field named, not served.
 */

export const THEME_FONTS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: '"Segoe UI", Candara, "Trebuchet MS", Roboto, "Helvetica Neue", Arial, sans-serif',
  geometric: 'Futura, "Century Gothic", "Avenir Next", Avenir, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  rounded: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", "Trebuchet MS", Arial, sans-serif',
} as const
export type ThemeFont = keyof typeof THEME_FONTS
export const THEME_FONT_NAMES = Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]]

/** Logos are raster images checked by their bytes; SVG can carry script and is not accepted. */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type LogoType = (typeof LOGO_TYPES)[number]
export const LOGO_EXTENSION: Readonly<Record<LogoType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}
export const LOGO_MAX_BYTES = 512 * 1024

export interface ThemeTokens {
  accentColor: string | null
  textColor: string | null
  backgroundColor: string | null
  font: ThemeFont | null
  logo: { sha256: string; type: LogoType } | null
}

export const DEFAULT_THEME_TOKENS: ThemeTokens = {
  accentColor: null,
  textColor: null,
  backgroundColor: null,
  font: null,
  logo: null,
}

/** The colours of themes/<theme>.css a token replaces (kept equal to the CSS by theme-tokens.test.ts). */
export const THEME_COLOURS: Readonly<
  Record<ThemeName, { bg: string; surface: string; text: string; primary: string; primaryContrast: string }>
> = {
  wpx: { bg: '#ffffff', surface: '#f1f5fb', text: '#0f1d33', primary: '#0b57c4', primaryContrast: '#ffffff' },
  tz: { bg: '#fdf7ee', surface: '#f6e9d7', text: '#3b2219', primary: '#a13e22', primaryContrast: '#fffaf2' },
}

export const MIN_CONTRAST = 4.5

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)

function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `weight` of `a` mixed into `b`, as #rrggbb (what CSS color-mix in srgb computes). */
export function mixColours(a: string, b: string, weight: number): string {
  const hex = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) * weight + channel(b, i) * (1 - weight))
      .toString(16)
      .padStart(2, '0'),
  )
  return `#${hex.join('')}`
}

export interface ThemePalette {
  bg: string
  surface: string
  text: string
  muted: string
  primary: string
  primaryContrast: string
}

/** The colours a brand's pages end up with: tokens where set, the theme's own colours elsewhere. */
export function effectivePalette(theme: ThemeName, tokens: ThemeTokens): ThemePalette {
  const base = THEME_COLOURS[theme]
  const bg = tokens.backgroundColor ?? base.bg
  const text = tokens.textColor ?? base.text
  const custom = tokens.backgroundColor !== null || tokens.textColor !== null
  // A custom background gets a surface a shade towards the text colour, like the themes' own surfaces.
  const surface = custom ? mixColours(text, bg, 0.05) : base.surface
  // Muted text: as light as AA allows on both backgrounds, stepping towards the text colour.
  const muted =
    [0.7, 0.8, 0.9, 1]
      .map((w) => mixColours(text, bg, w))
      .find((c) => Math.min(contrastRatio(c, bg), contrastRatio(c, surface)) >= MIN_CONTRAST) ?? text
  const primary = tokens.accentColor ?? base.primary
  const primaryContrast =
    tokens.accentColor === null
      ? base.primaryContrast
      : contrastRatio('#ffffff', primary) >= contrastRatio('#111111', primary)
        ? '#ffffff'
        : '#111111'
  return { bg, surface, text, muted, primary, primaryContrast }
}

export interface TokenProblem {
  field: keyof ThemeTokens
  message: string
}

const ratio = (n: number) => n.toFixed(2)

/** Contrast problems of a brand's tokens, each naming the token to change (empty when the tokens are fine). */
export function themeTokenProblems(theme: ThemeName, tokens: ThemeTokens): TokenProblem[] {
  const p = effectivePalette(theme, tokens)
  const problems: TokenProblem[] = []
  const textOn = Math.min(contrastRatio(p.text, p.bg), contrastRatio(p.text, p.surface))
  if (textOn < MIN_CONTRAST) {
    problems.push({
      field: tokens.textColor !== null ? 'textColor' : 'backgroundColor',
      message: `text and background contrast ${ratio(textOn)}:1, at least ${MIN_CONTRAST}:1 needed`,
    })
  }
  const accentOn = Math.min(contrastRatio(p.primary, p.bg), contrastRatio(p.primary, p.surface))
  if (accentOn < MIN_CONTRAST) {
    problems.push({
      field: tokens.accentColor !== null ? 'accentColor' : 'backgroundColor',
      message: `accent colour on the background contrasts ${ratio(accentOn)}:1, at least ${MIN_CONTRAST}:1 needed`,
    })
  }
  const onAccent = contrastRatio(p.primaryContrast, p.primary)
  if (onAccent < MIN_CONTRAST)
    problems.push({
      field: 'accentColor',
      message: `button text on the accent colour contrasts ${ratio(onAccent)}:1, at least ${MIN_CONTRAST}:1 needed`,
    })
  return problems
}

export function hasThemeTokens(tokens: ThemeTokens): boolean {
  return Object.values(tokens).some((v) => v !== null)
}

export function logoPath(logo: NonNullable<ThemeTokens['logo']>): string {
  return `/brand-assets/${logo.sha256}.${LOGO_EXTENSION[logo.type]}`
}

/**
 * The stylesheet served as /theme.css on the brand's hosts: only the custom properties the tokens change, under a
 * selector that outranks themes/<theme>.css. Values are validated (#rrggbb, a named font, a hash), never free text.
 */
export function themeCss(theme: ThemeName, tokens: ThemeTokens): string {
  if (!hasThemeTokens(tokens)) return '/* no brand theme tokens */\n'
  const p = effectivePalette(theme, tokens)
  const vars: string[] = []
  if (tokens.accentColor !== null)
    vars.push(
      `--color-primary: ${p.primary}`,
      `--color-accent: ${p.primary}`,
      `--color-primary-contrast: ${p.primaryContrast}`,
    )
  if (tokens.backgroundColor !== null || tokens.textColor !== null) {
    vars.push(
      `--color-bg: ${p.bg}`,
      `--color-surface: ${p.surface}`,
      `--color-text: ${p.text}`,
      `--color-muted: ${p.muted}`,
      `--color-border: ${mixColours(p.text, p.bg, 0.5)}`,
    )
  }
  if (tokens.font !== null)
    vars.push(`--font-body: ${THEME_FONTS[tokens.font]}`, `--font-heading: ${THEME_FONTS[tokens.font]}`)
  if (tokens.logo !== null) vars.push(`--logo-url: url('${logoPath(tokens.logo)}')`)
  return `html[data-theme] {\n${vars.map((v) => `  ${v};`).join('\n')}\n}\n`
}

/** Short content hash of the generated stylesheet: the `?v=` of its URL, so a change is fetched at once. */
export function themeCssVersion(css: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < css.length; i++) h = Math.imul(h ^ css.charCodeAt(i), 0x01000193) >>> 0
  return h.toString(36)
}
