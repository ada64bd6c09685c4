import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { describe, expect, test } from 'vitest'
import { SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'
import {
  CSV_COLUMNS,
  LABEL_COLUMNS,
  describeProblem,
  type CatalogueArticle,
  type CsvColumn,
} from './catalog-csv-format.js'
import { parseCatalogueCsv } from './catalog-csv.js'
import { catalogueCsv } from './catalog-csv-write.js'

const brands = [
  { slug: 'WPX-ES', sites: [{ code: 'es', currency: 'EUR' }] },
  { slug: 'WPX-PL', sites: [{ code: 'pl', currency: 'PLN' }] },
  {
    slug: 'WPX-CH',
    sites: [
      { code: 'de', currency: 'CHF' },
      { code: 'fr', currency: 'CHF' },
    ],
  },
]

const labels = (text: string) => Object.fromEntries(SHOP_LANGUAGES.map((l) => [l, `${text} (${l})`])) as never
const texts = (name: string) =>
  Object.fromEntries(
    SHOP_LANGUAGES.map((l) => [
      l,
      { name: `${name} ${l}`, namePlural: `${name}s ${l}`, description: `About, "${l}"\nok` },
    ]),
  ) as CatalogueArticle['texts']
const unit = (currency: string, amountMinor: number, brandSlug = '*', siteCode = '*') => ({
  brandSlug,
  siteCode,
  currency,
  minQuantity: 1,
  amountMinor,
})
const spec = { bleedMm: 3, minDpi: 150, availability: [{ brandSlug: 'WPX-ES', siteCode: '*' }] }

const print: CatalogueArticle = {
  code: 'print',
  id: 101,
  kind: 'PHOTO_PRINT',
  popularity: 5,
  attributes: { paper: '200 g/m²' },
  texts: texts('Print'),
  options: [
    {
      key: 'size',
      position: 0,
      labels: labels('Size'),
      values: [
        { key: '10x15', position: 0, labels: labels('10x15 cm') },
        { key: '13x18', position: 1, labels: labels('13x18 cm') },
      ],
    },
    {
      key: 'finish',
      position: 1,
      labels: labels('Finish'),
      values: [
        { key: 'gloss', position: 0, labels: labels('Gloss') },
        { key: 'matte', position: 1, labels: labels('Matte') },
      ],
    },
  ],
  variants: [
    {
      ...spec,
      sku: 'print-10x15-gloss',
      options: { size: '10x15', finish: 'gloss' },
      widthMm: 100,
      heightMm: 150,
      position: 0,
      availability: [
        { brandSlug: 'WPX-ES', siteCode: '*' },
        { brandSlug: 'WPX-PL', siteCode: 'pl' },
      ],
      prices: [unit('EUR', 29), { ...unit('EUR', 25), minQuantity: 50 }, unit('PLN', 129), unit('PLN', 99, 'WPX-PL')],
      line: 0,
    },
    {
      ...spec,
      sku: 'print-13x18-matte',
      options: { size: '13x18', finish: 'matte' },
      widthMm: 130,
      heightMm: 180,
      position: 1,
      prices: [unit('EUR', 49)],
      line: 0,
    },
  ],
  line: 0,
}

const mug: CatalogueArticle = {
  code: 'mug',
  id: 102,
  kind: 'MUG',
  popularity: 3,
  attributes: {},
  texts: texts('Mug'),
  options: [],
  variants: [
    { ...spec, sku: 'mug', options: {}, widthMm: 200, heightMm: 90, position: 0, prices: [unit('EUR', 1295)], line: 0 },
  ],
  line: 0,
}

const VALID = catalogueCsv([mug, print])
const bytes = (text: string) => new TextEncoder().encode(text)

type Cells = Partial<Record<CsvColumn, string>>
/** The valid file's data rows as cells by column. */
const ROWS: Cells[] = parse(VALID, { columns: true }) as Cells[]
const csvLine = (r: Cells) => stringify([CSV_COLUMNS.map((c) => r[c] ?? '')])
/** Where each row starts: texts span two lines (their descriptions hold a line break). */
const STARTS = ROWS.reduce((starts, r) => [...starts, starts.at(-1)! + csvLine(r).split('\n').length - 1], [2])
const END = STARTS.at(-1)!
const SOLD_NOWHERE = '; a variant sold nowhere may be left out of the file (it stays, unsold)'
const printSpec = (position: string) => ({ width_mm: '100', height_mm: '150', bleed_mm: '3', min_dpi: '150', position })
const labelCells = (text: string) => Object.fromEntries(LABEL_COLUMNS.map((c) => [c, text]))
const matches = (r: Cells, match: Cells) => Object.entries(match).every(([c, v]) => r[c as CsvColumn] === v)
/** The line of the first valid row that matches. */
const lineOf = (match: Cells) => STARTS[ROWS.findIndex((r) => matches(r, match))]
/** The valid file with `changes` made to the rows that match and `extra` rows after it (from line END). */
function edited(edits: [match: Cells, changes: Cells][], ...extra: Cells[]): string {
  const rows = ROWS.map((r) =>
    edits.reduce((acc, [match, changes]) => (matches(r, match) ? { ...acc, ...changes } : acc), r),
  )
  return [CSV_COLUMNS.join(','), '\n', ...[...rows, ...extra].map(csvLine)].join('')
}

/** The problems of `text`, as the CLI prints them. */
function problems(text: string | Uint8Array): string[] {
  const result = parseCatalogueCsv(typeof text === 'string' ? bytes(text) : text, brands)
  if (result.ok) throw new Error('expected problems, the file was accepted')
  return result.problems.map(describeProblem)
}

describe('catalogue CSV: a valid file', () => {
  test('reads back what was written, articles by id, and writes the same bytes again', () => {
    const parsed = parseCatalogueCsv(bytes(VALID), brands)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.articles.map((a) => a.code)).toEqual(['print', 'mug'])
    const printBack = parsed.articles[0]!
    expect(printBack).toMatchObject({
      ...print,
      line: 2,
      variants: [{ line: lineOf({ sku: 'print-10x15-gloss' }) }, { line: lineOf({ sku: 'print-13x18-matte' }) }],
    })
    expect(printBack.texts.pl?.description).toBe('About, "pl"\nok')
    expect(catalogueCsv(parsed.articles)).toBe(VALID)
  })

  test('a byte order mark, Windows line ends and blank lines are fine; a new article may leave its id out', () => {
    const text = `\uFEFF${VALID.replace(',101,', ',,').replace(/\n/g, '\r\n')}\r\n\r\n`
    const parsed = parseCatalogueCsv(bytes(text), brands)
    expect(parsed.ok && parsed.articles.map((a) => [a.code, a.id])).toEqual([
      ['print', null],
      ['mug', 102],
    ])
  })
})

describe('catalogue CSV: every problem named by line and column', () => {
  test('bytes that are not UTF-8 are one error naming their line', () => {
    const latin1 = Uint8Array.from([...bytes(VALID.split('\n').slice(0, 2).join('\n')), 0x0a, 0x6d, 0xfc, 0x67])
    expect(problems(latin1)).toEqual(['line 3: the file is not UTF-8 text; save it as "CSV UTF-8" and import it again'])
  })

  test('a wrong or missing header column is refused before any row', () => {
    const header = VALID.split('\n')[0]!
    const renamed = VALID.replace(header, header.replace('amount_minor', 'amount').replace(',min_dpi', ''))
    expect(problems(renamed)).toEqual([
      `line 1: header columns: missing min_dpi, amount_minor; unknown "amount" (expected: ${CSV_COLUMNS.join(',')})`,
    ])
    expect(problems('')).toEqual(['file: the file is empty'])
    expect(problems(`${VALID}article,"unclosed\n`)).toEqual([
      `line ${END}: the CSV cannot be read past this line: Quote Not Closed: the parsing is finished with an opening quote at line ${END}`,
    ])
  })

  test('unknown record types, languages, currencies and kinds; a row of the wrong width', () => {
    const text = edited(
      [[{ record: 'article', article: 'mug' }, { kind: 'MUGG' }]],
      { record: 'varient', sku: 'x' },
      { record: 'article_text', article: 'mug', language: 'xx', name: 'n', name_plural: 'ns' },
      { record: 'price', sku: 'mug', brand: '*', site: '*', currency: 'USD', min_quantity: '1', amount_minor: '1' },
    )
    expect(problems(`${text}price,mug\n`)).toEqual([
      `line ${lineOf({ article: 'mug' })}, column kind: "MUGG" is not a known article kind (PHOTO_PRINT, MUG, MAGIC_MUG, CANVAS, POSTER, CUSHION, PUZZLE, CALENDAR, T_SHIRT, PHONE_CASE, KEYRING, PHOTO_BOOK)`,
      `line ${END}, column record: "varient" is not a record type (article, article_text, option, value, variant, availability, price)`,
      `line ${END + 1}, column language: "xx" is not a known shop language (${SHOP_LANGUAGES.join(', ')})`,
      `line ${END + 2}, column currency: "USD" is not a known currency (EUR, CHF, DKK, PLN, CZK, GBP, SEK)`,
      `line ${END + 3}: 2 fields, the header has ${CSV_COLUMNS.length}`,
    ])
  })

  test('negative or non-numeric prices and sizes; required cells empty and unused cells filled', () => {
    const mugPrice = { record: 'price', sku: 'mug' }
    const mugVariant = { record: 'variant', sku: 'mug' }
    const deText = { record: 'article_text', article: 'mug', language: 'de' }
    const mugSold = { record: 'availability', sku: 'mug' }
    const text = edited([
      [mugPrice, { amount_minor: '-5' }],
      [mugVariant, { width_mm: '20cm', min_dpi: '0', bleed_mm: '1.5' }],
      [{ record: 'article', article: 'mug' }, { popularity: '' }],
      [deText, { popularity: '3' }],
      [mugSold, { site: '' }],
    ])
    expect(problems(text)).toEqual([
      `line ${lineOf({ article: 'mug' })}, column popularity: is empty; article records need it`,
      `line ${lineOf(deText)}, column popularity: "3" is not used by article_text records (leave it empty)`,
      `line ${lineOf(mugVariant)}, column width_mm: "20cm" is not a positive whole number of millimetres`,
      `line ${lineOf(mugVariant)}, column bleed_mm: "1.5" is not a non-negative whole number of millimetres`,
      `line ${lineOf(mugVariant)}, column min_dpi: "0" is not a positive whole number of dots per inch`,
      `line ${lineOf(mugSold)}, column site: is empty; availability records need it`,
      `line ${lineOf(mugPrice)}, column amount_minor: "-5" is not a non-negative whole number of minor units`,
    ])
  })

  test('the same sku, price key, option value or position twice names the line of the first', () => {
    const value = ROWS.find((r) => r.record === 'value' && r.value === '13x18')!
    const text = edited(
      [],
      {
        record: 'variant',
        article: 'mug',
        sku: 'mug',
        width_mm: '1',
        height_mm: '1',
        bleed_mm: '0',
        min_dpi: '1',
        position: '1',
      },
      { record: 'price', sku: 'mug', brand: '*', site: '*', currency: 'EUR', min_quantity: '1', amount_minor: '1' },
      value,
      { ...value, value: '9x13' },
    )
    expect(problems(text)).toEqual([
      `line ${END}, column sku: variant "mug" is already on line ${lineOf({ record: 'variant', sku: 'mug' })}`,
      `line ${END + 1}, column min_quantity: the EUR price of "mug" for */* from 1 is already on line ${lineOf({ record: 'price', sku: 'mug' })}`,
      `line ${END + 2}, column value: value "13x18" of option "size" of "print" is already on line ${lineOf(value)}`,
      `line ${END + 3}, column position: position 1 among values of "size" of "print" is already on line ${lineOf(value)}`,
    ])
  })

  test('variants whose options do not fit their article, and two variants of one combination', () => {
    const gloss = { record: 'variant', sku: 'print-10x15-gloss' }
    const matte = { record: 'variant', sku: 'print-13x18-matte' }
    const mugVariant = { record: 'variant', sku: 'mug' }
    const text = edited(
      [
        [gloss, { options: 'size=12x18;finish=gloss' }],
        [mugVariant, { options: 'size=10x15' }],
      ],
      { record: 'variant', article: 'print', sku: 'print-twin', options: 'finish=matte;size=13x18', ...printSpec('2') },
      { record: 'variant', article: 'print', sku: 'print-bad', options: 'size=10x15;colour=red', ...printSpec('3') },
      { record: 'variant', article: 'print', sku: 'print-worse', options: 'size', ...printSpec('4') },
    )
    expect(problems(text)).toEqual([
      `line ${lineOf(gloss)}, column options: "12x18" is not a value of "size" (10x15, 13x18)`,
      `line ${lineOf(mugVariant)}, column options: "size" is not an option of "mug" (options of "mug": none)`,
      // Variants sold nowhere (these three) are often ones an earlier import left out: the message says they may go.
      `line ${END}, column options: same options as variant "print-13x18-matte" on line ${lineOf(matte)}${SOLD_NOWHERE}`,
      `line ${END + 1}, column options: "colour" is not an option of "print" (options of "print": size, finish)${SOLD_NOWHERE}`,
      `line ${END + 1}, column options: names no value of "finish" (options of "print": size, finish)${SOLD_NOWHERE}`,
      `line ${END + 2}, column options: "size" in "size" is not key=value (pairs separated by ';')`,
    ])
  })

  test('a variant sold where it has no unit price in the site currency; a tier without its unit price', () => {
    const mugSold = { record: 'availability', sku: 'mug' }
    const text = edited(
      [[{ record: 'price', sku: 'print-10x15-gloss', currency: 'EUR', min_quantity: '1' }, { brand: 'WPX-ES' }]],
      { record: 'availability', sku: 'mug', brand: 'WPX-CH', site: '*' },
      { record: 'availability', sku: 'mug', brand: 'WPX-PL', site: 'pl' },
      {
        record: 'price',
        sku: 'mug',
        brand: 'WPX-CH',
        site: 'fr',
        currency: 'CHF',
        min_quantity: '1',
        amount_minor: '1500',
      },
      {
        record: 'price',
        sku: 'mug',
        brand: 'WPX-PL',
        site: '*',
        currency: 'PLN',
        min_quantity: '10',
        amount_minor: '900',
      },
    )
    const tier = { record: 'price', sku: 'print-10x15-gloss', min_quantity: '50' }
    expect(problems(text)).toEqual([
      `line ${lineOf(tier)}, column min_quantity: a quantity tier needs a unit price (min_quantity 1) for the same brand, site and currency`,
      `line ${END}, column site: "mug" is sold on WPX-CH/de but has no unit price there in CHF (a price record with min_quantity 1 for *, WPX-CH or WPX-CH/de)`,
      `line ${END + 1}, column site: "mug" is sold on WPX-PL/pl but has no unit price there in PLN (a price record with min_quantity 1 for *, WPX-PL or WPX-PL/pl)`,
      `line ${END + 3}, column min_quantity: a quantity tier needs a unit price (min_quantity 1) for the same brand, site and currency`,
    ])
    expect(lineOf(mugSold)).toBeLessThan(END)
  })

  test('unknown brands and sites; a site price in another currency; "*" where a brand is needed', () => {
    const text = edited(
      [],
      { record: 'availability', sku: 'mug', brand: 'WPX-XX', site: '*' },
      { record: 'availability', sku: 'mug', brand: 'WPX-ES', site: 'fr' },
      { record: 'availability', sku: 'mug', brand: '*', site: '*' },
      {
        record: 'price',
        sku: 'mug',
        brand: 'WPX-ES',
        site: 'es',
        currency: 'PLN',
        min_quantity: '1',
        amount_minor: '1',
      },
      { record: 'price', sku: 'mug', brand: '*', site: 'es', currency: 'EUR', min_quantity: '1', amount_minor: '1' },
    )
    expect(problems(text)).toEqual([
      `line ${END}, column brand: "WPX-XX" is not a brand of this shop (WPX-ES, WPX-PL, WPX-CH)`,
      `line ${END + 1}, column site: "fr" is not a site of WPX-ES (es, or "*")`,
      `line ${END + 2}, column brand: "*" is for prices; availability names a brand (WPX-ES, WPX-PL, WPX-CH)`,
      `line ${END + 3}, column currency: WPX-ES/es sells in EUR; a price in PLN there is never shown`,
      `line ${END + 4}, column site: "es": a price for every brand is for every site ("*")`,
    ])
  })

  test('texts missing in some languages, an article without variants, references to records not in the file', () => {
    const text = edited(
      [[{ record: 'article_text', article: 'mug', language: 'fi' }, { language: 'sv' }]],
      { record: 'article', article: 'frame', kind: 'POSTER', popularity: '1' },
      { record: 'article_text', article: 'framed', language: 'es', name: 'Marco', name_plural: 'Marcos' },
      { record: 'value', article: 'mug', option: 'size', value: 'big', position: '0', ...labelCells('Big') },
      { record: 'price', sku: 'mug-xl', brand: '*', site: '*', currency: 'EUR', min_quantity: '1', amount_minor: '1' },
    )
    const mugFi = { record: 'article_text', article: 'mug', language: 'fi' }
    expect(problems(text)).toEqual([
      `line ${lineOf({ record: 'article', article: 'mug' })}, column language: "mug" has no article_text in fi`,
      `line ${lineOf(mugFi)}, column language: the sv text of "mug" is already on line ${lineOf({ article: 'mug', language: 'sv' })}`,
      `line ${END}, column language: "frame" has no article_text in ${SHOP_LANGUAGES.join(', ')}`,
      `line ${END}, column article: "frame" has no variant record`,
      `line ${END + 1}, column article: no article record "framed" in the file`,
      `line ${END + 2}, column option: "mug" has no option record "size"`,
      `line ${END + 3}, column sku: no variant record "mug-xl" in the file`,
    ])
  })
})
