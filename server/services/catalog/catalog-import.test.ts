import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tablesOf, type Db } from '../../../db/client.js'
import { loadDemoCatalog } from '../../../db/seed/demo/seed-demo-shop.js'
import { seedForMode } from '../../../db/seed/seed-for-mode.js'
import { seedDerivations } from '../ops/seed-derivations.js'
import { failInsertsInto, openScratchDb } from '../../../tests/helpers/test-database.js'
import { CSV_COLUMNS, describeProblem, type CsvColumn } from '../../domain/catalog/catalog-csv-format.js'
import { exportCatalogue, importCatalogue, type ImportOutcome } from './catalog-import.js'

const NOW = Date.UTC(2026, 10, 29)
type Cells = Partial<Record<CsvColumn, string>>

let demo: { db: Db; close: () => Promise<void> }
let live: { db: Db; close: () => Promise<void> }
let exported: string

beforeAll(async () => {
  demo = await openScratchDb()
  await seedForMode(demo.db, 'live', NOW, seedDerivations)
  await loadDemoCatalog(demo.db, NOW, seedDerivations)
  live = await openScratchDb()
  await seedForMode(live.db, 'live', NOW, seedDerivations)
  exported = await exportCatalogue(demo.db)
}, 120_000)
afterAll(async () => {
  await demo?.close()
  await live?.close()
})

const bytes = (text: string) => new TextEncoder().encode(text)
const rowsOf = (csv: string) => parse(csv, { columns: true }) as Cells[]
const csvOf = (rows: readonly Cells[]) =>
  stringify([[...CSV_COLUMNS], ...rows.map((r) => CSV_COLUMNS.map((c) => r[c] ?? ''))])
const run = (db: Db, csv: string, dryRun = false) => importCatalogue(db, bytes(csv), { dryRun, now: NOW })

/** Every row of the tables an import writes, and the config counter its triggers raise on any write. */
async function snapshot(db: Db) {
  const t = tablesOf(db)
  const tables = [
    t.articles,
    t.articleTexts,
    t.articleOptions,
    t.articleOptionValues,
    t.articleVariants,
    t.variantAvailability,
    t.variantPrices,
    t.designs,
  ]
  const rows = []
  for (const table of tables) rows.push(JSON.stringify(await db.select().from(table)))
  return { rows, version: await db.select().from(t.configVersion) }
}

const changes = (outcome: ImportOutcome) => {
  if (!outcome.ok) throw new Error(outcome.problems.map(describeProblem).join('\n'))
  const { articles, withdrawn, rows } = outcome.plan
  return {
    articles: articles.filter((s) => s.isNew || s.fields || s.texts || s.options).map((s) => s.article.code),
    variants: articles.flatMap((s) => s.variants.filter((v) => v.spec || v.sales).map((v) => v.variant.sku)),
    withdrawn: withdrawn.map((w) => w.sku),
    rows,
  }
}
const NOTHING = {
  articles: [],
  variants: [],
  withdrawn: [],
  rows: { availabilityAdded: 0, availabilityRemoved: 0, pricesAdded: 0, pricesRemoved: 0, pricesChanged: 0 },
}

describe('catalog export and import', () => {
  test('export, import, export: the same bytes, and not one row written', async () => {
    expect(rowsOf(exported).filter((r) => r.record === 'article')).toHaveLength(12)
    const before = await snapshot(demo.db)
    expect(changes(await run(demo.db, exported, true))).toEqual(NOTHING)
    expect(changes(await run(demo.db, exported))).toEqual(NOTHING)
    expect(await snapshot(demo.db)).toEqual(before)
    expect(await exportCatalogue(demo.db)).toBe(exported)
  })

  test('a file with several problems imports nothing and names each of them', async () => {
    const before = await snapshot(demo.db)
    const rows = rowsOf(exported)
    const at = (match: (r: Cells) => boolean) => rows.findIndex(match)
    const price = at((r) => r.record === 'price' && r.sku === 'mug-white-330')
    rows[price] = { ...rows[price], amount_minor: '-5' }
    const sold = at((r) => r.record === 'availability')
    rows[sold] = { ...rows[sold], brand: 'WPX-XX' }
    const text = at((r) => r.record === 'article_text' && r.article === 'canvas' && r.language === 'fi')
    rows.splice(text, 1)
    rows.push({
      ...rows.find((r) => r.record === 'variant' && r.sku === 'canvas-30x40')!,
      sku: 'canvas-copy',
      position: '9',
    })
    const outcome = await run(demo.db, csvOf(rows))
    expect(outcome.ok).toBe(false)
    const lines = csvOf(rows).split('\n')
    // The demo texts hold no line breaks: one row, one line.
    const lineOf = (...parts: string[]) => lines.findIndex((l) => parts.every((p) => l.includes(p))) + 1
    expect(!outcome.ok && outcome.problems.map(describeProblem)).toEqual([
      `line ${lineOf('WPX-XX')}, column brand: "WPX-XX" is not a brand of this shop (WPX-ES, WPX-PL, WPX-IT, WPX-DK, WPX-FR, WPX-PT, WPX-CZ, TZ-ES)`,
      `line ${lineOf(',-5')}, column amount_minor: "-5" is not a non-negative whole number of minor units`,
      `line ${lineOf('article,canvas,')}, column language: "canvas" has no article_text in fi`,
      `line ${lines.length - 1}, column options: same options as variant "canvas-30x40" on line ${lineOf('variant,canvas,', 'canvas-30x40')}; a variant sold nowhere may be left out of the file (it stays, unsold)`,
    ])
    // Problems only the stored catalogue shows (an article id changed) refuse the whole file too.
    const moved = rowsOf(exported).map((r) => (r.record === 'article' && r.article === 'mug' ? { ...r, id: '150' } : r))
    const refused = await run(demo.db, csvOf(moved))
    expect(!refused.ok && refused.problems.map(describeProblem)).toEqual([
      expect.stringMatching(/column id: "mug" is article 102 in the shop; an id never changes/),
    ])
    // A write that fails halfway (the article row is updated before a price insert fails) leaves nothing behind.
    const edited = rowsOf(exported).map((r) =>
      r.record === 'article' && r.article === 'mug'
        ? { ...r, popularity: '1' }
        : r.record === 'price' && r.sku === 'mug-white-330'
          ? { ...r, amount_minor: String(Number(r.amount_minor) + 100) }
          : r,
    )
    const undo = await failInsertsInto(demo.db, 'variant_prices')
    try {
      // drizzle on PostgreSQL wraps the database's error ("Failed query: ..."), keeping it as the cause.
      const crashed = (e: unknown) => /simulated crash/.test(`${String(e)} ${String((e as Error).cause)}`)
      await expect(run(demo.db, csvOf(edited))).rejects.toSatisfy(crashed)
    } finally {
      await undo()
    }
    expect(await snapshot(demo.db)).toEqual(before)
  })

  test('a new size and a brand price override are imported; a variant left out is no longer sold', async () => {
    const rows = rowsOf(exported).filter((r) => r.sku !== 'mug-large-450')
    const print = (r: Cells) => r.article === 'photo-print' || r.sku?.startsWith('print-')
    const last = rows.findLastIndex(print)
    const sizeValue = rows.find((r) => r.record === 'value' && r.article === 'photo-print' && r.value === '40x60')!
    const base = rows.find((r) => r.record === 'variant' && r.sku === 'print-40x60-gloss')!
    const baseSales = rows.filter((r) => r.sku === 'print-40x60-gloss' && r.record !== 'variant')
    const added: Cells[] = [
      { ...sizeValue, value: '50x75', position: '7', ...labels('50x75 cm') },
      {
        ...base,
        sku: 'print-50x75-gloss',
        options: 'size=50x75;finish=gloss',
        width_mm: '500',
        height_mm: '750',
        position: '20',
      },
      ...baseSales.map((r) => ({
        ...r,
        sku: 'print-50x75-gloss',
        amount_minor: r.amount_minor && String(Number(r.amount_minor) * 2),
      })),
    ]
    rows.splice(last + 1, 0, ...added)
    const override = {
      record: 'price',
      sku: 'print-10x15-gloss',
      brand: 'WPX-ES',
      site: '*',
      currency: 'EUR',
      min_quantity: '1',
      amount_minor: '19',
    }
    rows.splice(
      rows.findIndex((r) => r.sku === 'print-10x15-gloss' && r.record === 'price'),
      0,
      override,
    )
    const csv = csvOf(rows)
    const dry = changes(await run(demo.db, csv, true))
    expect(dry).toMatchObject({
      articles: ['photo-print'],
      variants: ['print-10x15-gloss', 'print-50x75-gloss'],
      withdrawn: ['mug-large-450'],
    })
    expect(dry.rows.pricesAdded).toBe(baseSales.filter((r) => r.record === 'price').length + 1)
    expect(changes(await run(demo.db, csv))).toEqual(dry)

    const t = tablesOf(demo.db)
    const variants = await demo.db.select().from(t.articleVariants)
    const id = (sku: string) => variants.find((v) => v.sku === sku)!.id
    const prices = await demo.db.select().from(t.variantPrices)
    expect(prices.filter((p) => p.variantId === id('print-10x15-gloss') && p.brandSlug === 'WPX-ES')).toEqual([
      {
        variantId: id('print-10x15-gloss'),
        brandSlug: 'WPX-ES',
        siteCode: '*',
        currency: 'EUR',
        minQuantity: 1,
        amountMinor: 19,
      },
    ])
    expect(prices.filter((p) => p.variantId === id('print-50x75-gloss')).length).toBe(dry.rows.pricesAdded - 1)
    expect(variants.find((v) => v.sku === 'print-50x75-gloss')).toMatchObject({
      options: { size: '50x75', finish: 'gloss' },
      printWidthMm: 500,
    })
    const availability = await demo.db.select().from(t.variantAvailability)
    expect(availability.filter((a) => a.variantId === id('mug-large-450'))).toEqual([])
    // Left out, not deleted: carts and orders may name it.
    expect(variants.some((v) => v.sku === 'mug-large-450')).toBe(true)
    // The variant left out is still exported (unsold), so the next export imports as no change at all.
    const after = await exportCatalogue(demo.db)
    expect(
      rowsOf(after)
        .filter((r) => r.sku === 'mug-large-450')
        .map((r) => r.record),
    ).toEqual(['variant', 'price', 'price', 'price', 'price', 'price', 'price', 'price'])
    expect(changes(await run(demo.db, after))).toEqual(NOTHING)
  })

  test('a live shop without the demo catalogue is loaded from the file', async () => {
    const t = tablesOf(live.db)
    expect(await live.db.select().from(t.articles)).toEqual([])
    const outcome = changes(await run(live.db, exported))
    expect(outcome.articles).toHaveLength(12)
    expect((await live.db.select().from(t.articleTexts)).length).toBe(12 * 12)
    const variants = rowsOf(exported).filter((r) => r.record === 'variant')
    expect((await live.db.select().from(t.articleVariants)).length).toBe(variants.length)
    expect(await exportCatalogue(live.db)).toBe(exported)
  })
})

function labels(text: string): Cells {
  return Object.fromEntries(CSV_COLUMNS.filter((c) => c.startsWith('label_')).map((c) => [c, text]))
}
