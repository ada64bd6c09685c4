import { describe, expect, test } from 'vitest'
import { SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'
import type { CatalogueArticle } from './catalog-csv-format.js'
import type { StoredArticle } from './catalog-import-plan.js'
import { planImport } from './catalog-import-plan.js'
import { checkDraft, editableRows, type DraftScope } from './catalogue-draft.js'
import { previewArticle } from './catalogue-preview.js'

const brands = [
  { slug: 'WPX-ES', sites: [{ code: 'es', currency: 'EUR' }] },
  { slug: 'WPX-PL', sites: [{ code: 'pl', currency: 'PLN' }] },
]
const labels = (text: string) => Object.fromEntries(SHOP_LANGUAGES.map((l) => [l, `${text} ${l}`])) as never
const texts = Object.fromEntries(
  SHOP_LANGUAGES.map((l) => [l, { name: `Mug ${l}`, namePlural: `Mugs ${l}`, description: '' }]),
) as CatalogueArticle['texts']
const variant = (sku: string, colour: string, position: number) => ({
  sku,
  options: { colour },
  widthMm: 200,
  heightMm: 90,
  bleedMm: 2,
  minDpi: 150,
  position,
  availability: [
    { brandSlug: 'WPX-ES', siteCode: '*' },
    { brandSlug: 'WPX-PL', siteCode: 'pl' },
  ],
  prices: [
    { brandSlug: '*', siteCode: '*', currency: 'EUR', minQuantity: 1, amountMinor: 1290 },
    { brandSlug: 'WPX-PL', siteCode: '*', currency: 'PLN', minQuantity: 1, amountMinor: 5900 },
  ],
  line: 0,
})
const mug: StoredArticle = {
  code: 'mug',
  id: 200,
  kind: 'MUG',
  popularity: 1,
  attributes: {},
  texts,
  options: [
    {
      key: 'colour',
      position: 0,
      labels: labels('Colour'),
      values: [
        { key: 'white', position: 0, labels: labels('White') },
        { key: 'black', position: 1, labels: labels('Black') },
      ],
    },
  ],
  variants: [variant('mug-white', 'white', 0), variant('mug-black', 'black', 1)],
  variantIds: { 'mug-white': 1, 'mug-black': 2 },
  line: 0,
}
const esMember: DraftScope = { code: 'mug', manages: (b) => b === 'WPX-ES' }
const bytes = (s: string) => new TextEncoder().encode(s)

describe('a member edits the rows of their brands only', () => {
  test('the rows shown leave the other brands out; saved back, those rows are kept as stored', () => {
    const rows = editableRows(mug, esMember)
    expect(rows).not.toContain('WPX-PL')
    const checked = checkDraft(bytes(rows), brands, esMember, [mug])
    expect(checked.ok && checked.article.variants[0]!.prices).toContainEqual(
      expect.objectContaining({ brandSlug: 'WPX-PL', amountMinor: 5900 }),
    )
  })
  test('a row of another brand is named by its line and column', () => {
    const rows = editableRows(mug, { code: 'mug', manages: () => true })
    const checked = checkDraft(bytes(rows), brands, esMember, [mug])
    expect(checked.ok).toBe(false)
    const lines = rows.split('\n')
    const plLine = lines.findIndex((l) => l.includes('WPX-PL')) + 1
    expect(!checked.ok && checked.problems[0]).toMatchObject({ line: plLine, column: 'brand' })
  })
  test('another article, a changed code, a new article under a taken code and a dropped variant sold elsewhere', () => {
    const other = editableRows({ ...mug, code: 'cup', id: 300 }, esMember)
    const problems = (text: string, scope = esMember) => {
      const r = checkDraft(bytes(text), brands, scope, [mug])
      return r.ok ? [] : r.problems.map((p) => p.message)
    }
    expect(problems(other.replaceAll('mug-', 'cup-'))).toEqual([expect.stringContaining('this page edits "mug"')])
    expect(problems(editableRows(mug, esMember), { ...esMember, code: null })).toEqual([
      expect.stringContaining('exists already'),
    ])
    const withoutBlack = editableRows({ ...mug, variants: [mug.variants[0]!] }, esMember)
    expect(problems(withoutBlack)).toEqual([expect.stringContaining('"mug-black" is sold by WPX-PL')])
  })
})

describe('publishing one article', () => {
  test('withdraws only its own left-out variants; a whole-file import withdraws every left-out one', () => {
    const poster: StoredArticle = { ...mug, code: 'poster', id: 201, variants: [variant('poster-a', 'white', 0)] }
    poster.variantIds = { 'poster-a': 3 }
    const incoming = [{ ...mug, variants: [mug.variants[0]!] }]
    const scoped = planImport([mug, poster], incoming, 'articles')
    expect(scoped.ok && scoped.plan.withdrawn.map((w) => w.sku)).toEqual(['mug-black'])
    expect(scoped.ok && scoped.plan.absentArticles).toEqual([])
    const whole = planImport([mug, poster], incoming)
    expect(whole.ok && whole.plan.withdrawn.map((w) => w.sku)).toEqual(['mug-black', 'poster-a'])
  })
})

describe('the preview', () => {
  test('variants sold on each site, labelled in its language, priced by the ladder in the brand unit', () => {
    const pages = previewArticle(mug, {
      slug: 'WPX-PL',
      allowDecimals: false,
      sites: [{ code: 'pl', currency: 'PLN', language: 'pl', locale: 'pl-PL' }],
    })
    expect(pages).toEqual([
      {
        site: 'pl',
        name: 'Mug pl',
        variants: [
          {
            sku: 'mug-white',
            options: 'Colour pl: White pl',
            steps: [{ minQuantity: 1, price: expect.stringMatching(/^59\szł$/) }],
          },
          {
            sku: 'mug-black',
            options: 'Colour pl: Black pl',
            steps: [{ minQuantity: 1, price: expect.stringMatching(/^59\szł$/) }],
          },
        ],
      },
    ])
  })
})
