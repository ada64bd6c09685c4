import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { THEMES } from '../vocabulary/shop-enums.js'
import {
  contrastRatio,
  DEFAULT_THEME_TOKENS,
  effectivePalette,
  THEME_COLOURS,
  themeCss,
  themeCssVersion,
  themeTokenProblems,
} from './theme-tokens.js'

describe('theme tokens', () => {
  test.each(THEMES)('THEME_COLOURS match themes/%s.css', (theme) => {
    const css = readFileSync(`themes/${theme}.css`, 'utf8')
    const v = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(css)![1]
    expect(THEME_COLOURS[theme]).toEqual({
      bg: v('bg'),
      surface: v('surface'),
      text: v('text'),
      primary: v('primary'),
      primaryContrast: v('primary-contrast'),
    })
  })

  test('contrast ratios follow WCAG 2', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  test('no tokens: no problems, nothing in the stylesheet', () => {
    for (const theme of THEMES) expect(themeTokenProblems(theme, DEFAULT_THEME_TOKENS)).toEqual([])
    expect(themeCss('wpx', DEFAULT_THEME_TOKENS)).not.toContain('--')
  })

  test('an unreadable accent or text colour is named; a dark accent gets white button text', () => {
    expect(themeTokenProblems('wpx', { ...DEFAULT_THEME_TOKENS, accentColor: '#ffcc00' }).map((p) => p.field)).toEqual([
      'accentColor',
    ])
    expect(themeTokenProblems('wpx', { ...DEFAULT_THEME_TOKENS, textColor: '#cccccc' }).map((p) => p.field)).toEqual([
      'textColor',
    ])
    expect(
      themeTokenProblems('tz', { ...DEFAULT_THEME_TOKENS, backgroundColor: '#111111' }).map((p) => p.field),
    ).toEqual(['backgroundColor', 'backgroundColor'])
    expect(effectivePalette('wpx', { ...DEFAULT_THEME_TOKENS, accentColor: '#8e1b3c' }).primaryContrast).toBe('#ffffff')
  })

  test('a custom background keeps every derived colour readable', () => {
    const tokens = { ...DEFAULT_THEME_TOKENS, backgroundColor: '#10141a', textColor: '#f5f5f5', accentColor: '#7cc4ff' }
    expect(themeTokenProblems('wpx', tokens)).toEqual([])
    const p = effectivePalette('wpx', tokens)
    for (const bg of [p.bg, p.surface])
      for (const fg of [p.text, p.muted, p.primary]) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5)
  })

  test('the stylesheet sets only validated values, and its version changes with it', () => {
    const css = themeCss('wpx', {
      ...DEFAULT_THEME_TOKENS,
      accentColor: '#8e1b3c',
      font: 'serif',
      logo: { sha256: 'b'.repeat(64), type: 'image/webp' },
    })
    expect(css).toContain('--color-primary: #8e1b3c;')
    expect(css).toContain("--logo-url: url('/brand-assets/" + 'b'.repeat(64) + ".webp');")
    expect(css).toContain('--font-heading: Georgia')
    expect(themeCssVersion(css)).not.toBe(
      themeCssVersion(themeCss('wpx', { ...DEFAULT_THEME_TOKENS, accentColor: '#8e1b3d' })),
    )
  })
})
