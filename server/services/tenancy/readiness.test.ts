import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { closeDb, openDb, tablesOf, type Db } from '../../../db/client.js'
import { helpStructure, helpTexts } from '../../../db/seed/help-content.js'
import { loadBrandHelp, seedHelpIfEmpty } from '../../../db/seed/seed-help.js'
import type { TenantFile } from '../../domain/tenancy/tenant-schema.js'
import wpxPl from '../../../tenants/wpx-pl/tenant.js'
import { enableArticles, setArticlePrice } from '../catalog/catalog-admin.js'
import { copyHelpTexts } from '../help/help-admin.js'
import { seedDerivations } from '../ops/seed-derivations.js'
import { importBrandPages } from './brand-pages-import.js'
import { brandReadiness, formatReadiness } from './readiness.js'
import { saveArticleSafety } from '../../../db/queries/product-safety.js'

let db: Db
const content = { structure: helpStructure, texts: helpTexts }
const brand: TenantFile = { ...wpxPl, slug: 'WPX-XY', displayName: 'WallPix Nowa' }

beforeAll(async () => {
  db = openDb(':memory:')
  const { articleVariants, variantPrices, articles, designTexts, designs } = tablesOf(db)
  await seedHelpIfEmpty(
    db,
    content,
    [{ brandSlug: 'WPX-PL', displayName: 'WallPix Polska', languages: ['pl'] }],
    seedDerivations,
  )
  // Two articles: 1 priced in PLN, 2 in EUR only; one design of article 1 with a Polish text.
  for (const [id, prices] of [
    [1, { PLN: 4999 }],
    [2, { EUR: 1295 }],
  ] as const) {
    await db.insert(articles).values({
      id,
      code: `a${id}`,
      kind: 'MUG',
      attributes: {},
      popularity: 1,
      createdAt: 0,
    })
    const [variant] = await db
      .insert(articleVariants)
      .values({
        articleId: id,
        sku: `a${id}`,
        options: {},
        printWidthMm: 1,
        printHeightMm: 1,
        bleedMm: 2,
        minDpi: 1,
        position: 0,
      })
      .returning()
    for (const [currency, amountMinor] of Object.entries(prices))
      await db.insert(variantPrices).values({ variantId: variant!.id, currency, amountMinor })
  }
  const [design] = await db
    .insert(designs)
    .values({ articleId: 1, motif: 'm', hue: 1, mediaKind: 'IMAGE', popularity: 1, createdAt: 0, updatedAt: 0 })
    .returning({ id: designs.id })
  await db.insert(designTexts).values({ designId: design!.id, language: 'pl', name: 'n', description: 'd', slug: 'n' })
})
afterAll(() => closeDb(db))

describe('what a new brand still needs', () => {
  test('an empty brand: articles and help topics; a site without a payment provider in live mode', async () => {
    const live = { ...brand, legal: { ...brand.legal, bankAccount: undefined } }
    expect((await brandReadiness(db, live, 'live')).missing).toEqual([
      'WPX-XY/pl: no articles enabled (npm run ops -- catalog enable-articles WPX-XY --like <BRAND> | --all | --articles <ids>)',
      `WPX-XY/pl: no payment method with a provider in live mode (methods ${brand.sites[0]!.paymentMethods.join(', ')}; bank transfer needs legal.bankAccount)`,
      'WPX-XY: no help topics in pl (npm run ops -- help-center copy WPX-XY --from <BRAND>, or help-center load WPX-XY)',
      'WPX-XY: no legal pages in pl: terms, privacy, notice, cookies, accessibility (npm run ops -- brand-pages import WPX-XY <file.json>, or the console)',
    ])
  })

  test('an article without a price in the site currency is named with the command that sets it', async () => {
    const enabled = await enableArticles(db, brand, null, { kind: 'all' })
    expect(enabled.ok && enabled.value.enabled.map((a) => a.id)).toEqual([1, 2])
    expect((await brandReadiness(db, brand, 'demo')).missing).toEqual([
      'WPX-XY/pl: no price in PLN for article 2 a2 (npm run ops -- catalog set-price 2 PLN <minor units>)',
      'WPX-XY: no help topics in pl (npm run ops -- help-center copy WPX-XY --from <BRAND>, or help-center load WPX-XY)',
    ])
    const price = await setArticlePrice(db, 'a2', 'PLN', '5499')
    expect(price).toMatchObject({ ok: true, value: { before: undefined, after: 5499, soldBy: ['WPX-XY'] } })
    expect(await setArticlePrice(db, '2', 'PLN', '12.50')).toEqual({
      ok: false,
      error: 'amount: a whole price in minor units including VAT (1990 = 19.90), got "12.50"',
    })
  })

  test('help copied from another brand carries its name over; then nothing is missing', async () => {
    const copied = await copyHelpTexts(db, brand, { ...wpxPl, displayName: 'WallPix Polska' })
    expect(copied).toMatchObject({ ok: true, value: { copied: ['pl'], kept: [], unavailable: [] } })
    const { helpTopicTexts } = tablesOf(db)
    const texts = (await db.select().from(helpTopicTexts)).filter((r) => r.brandSlug === 'WPX-XY')
    expect(texts.some((r) => r.body.includes('WallPix Nowa'))).toBe(true)
    expect(texts.some((r) => r.body.includes('WallPix Polska'))).toBe(false)
    // Languages the brand has are kept: a second copy and the built-in texts write nothing.
    expect(await copyHelpTexts(db, brand, wpxPl)).toMatchObject({ ok: true, value: { copied: [], kept: ['pl'] } })
    expect(
      await loadBrandHelp(
        db,
        content,
        { brandSlug: 'WPX-XY', displayName: 'WallPix Nowa', languages: ['pl'] },
        seedDerivations,
      ),
    ).toEqual([])
    const ready = await brandReadiness(db, brand, 'demo')
    expect(ready.missing).toEqual([])
    expect(formatReadiness(ready)).toBe('WPX-XY can sell on every site (pl)')
  })
})

describe('legal pages in live mode (decision 045)', () => {
  const page = (title: string) => ({ title, intro: `${title} of {brand}`, sections: [{ heading: 'h', body: 'b' }] })
  const legal = (m: string[]) => m.filter((line) => line.includes('legal pages'))

  test('a brand without its legal pages in a language of its sites is not ready, naming the pages missing', async () => {
    expect(legal((await brandReadiness(db, brand, 'live')).missing)).toEqual([
      'WPX-XY: no legal pages in pl: terms, privacy, notice, cookies, accessibility (npm run ops -- brand-pages import WPX-XY <file.json>, or the console)',
    ])
    const imported = await importBrandPages(db, 'WPX-XY', {
      pages: { terms: { pl: page('Regulamin') }, privacy: { pl: page('Prywatność') }, aboutUs: { pl: page('O nas') } },
    })
    expect(imported).toEqual({ ok: true, pages: ['terms/pl', 'privacy/pl', 'aboutUs/pl'], posts: [] })
    expect(legal((await brandReadiness(db, brand, 'live')).missing)).toEqual([
      'WPX-XY: no legal pages in pl: notice, cookies, accessibility (npm run ops -- brand-pages import WPX-XY <file.json>, or the console)',
    ])
    // Another brand's pages count for that brand only; the demo shop does not ask for them.
    expect(legal((await brandReadiness(db, { ...brand, slug: 'WPX-ZZ' }, 'live')).missing)).toHaveLength(1)
    expect(legal((await brandReadiness(db, brand, 'demo')).missing)).toEqual([])
    await importBrandPages(db, 'WPX-XY', { pages: { notice: { pl: page('Nota') }, cookies: { pl: page('Cookies') } } })
    // The accessibility statement (European Accessibility Act, decision 057) is a legal page like the others.
    expect(legal((await brandReadiness(db, brand, 'live')).missing)).toEqual([
      'WPX-XY: no legal pages in pl: accessibility (npm run ops -- brand-pages import WPX-XY <file.json>, or the console)',
    ])
    await importBrandPages(db, 'WPX-XY', { pages: { accessibility: { pl: page('Dostępność') } } })
    expect(legal((await brandReadiness(db, brand, 'live')).missing)).toEqual([])
  })

  test('a live brand without the register or the representative of its legal notice is not ready (decision 057)', async () => {
    const notice = (m: string[]) => m.filter((line) => line.includes('for the legal notice'))
    const { register: _r, representative: _p, ...rest } = brand.legal
    expect(notice((await brandReadiness(db, { ...brand, legal: rest }, 'live')).missing)).toEqual([
      `WPX-XY: no legal.register for the legal notice (the console's legal data form, or npm run tenant -- set WPX-XY legal '<the legal data as JSON, with register>')`,
      `WPX-XY: no legal.representative for the legal notice (the console's legal data form, or npm run tenant -- set WPX-XY legal '<the legal data as JSON, with representative>')`,
    ])
    expect(
      notice((await brandReadiness(db, { ...brand, legal: { ...rest, register: 'KRS 1' } }, 'live')).missing),
    ).toEqual([expect.stringContaining('no legal.representative')])
    // The demo shop does not ask for them, and a brand with both is not named.
    expect(notice((await brandReadiness(db, { ...brand, legal: rest }, 'demo')).missing)).toEqual([])
    expect(notice((await brandReadiness(db, brand, 'live')).missing)).toEqual([])
  })

  test('a bad file is refused naming the field, and writes nothing', async () => {
    const bad = await importBrandPages(db, 'WPX-QQ', {
      pages: { terms: { pl: { ...page('T'), title: '  ' } }, nope: {} },
      blog: { 'a-post': { date: '2026-13-45', texts: { pl: { title: 't', summary: 's', body: 'b' } } } },
    })
    expect(bad).toEqual({
      ok: false,
      issues: expect.arrayContaining([
        { path: 'pages.terms.pl.title', message: 'must not be empty' },
        { path: 'blog.a-post.date', message: 'date: not a calendar date' },
      ]),
    })
    expect(legal((await brandReadiness(db, { ...brand, slug: 'WPX-QQ' }, 'live')).missing)).toHaveLength(1)
  })
})

describe('product safety in live mode (decision 058)', () => {
  const safety = (m: string[]) => m.filter((line) => line.includes('product safety'))
  const maker = { name: 'Druk Sp. z o.o.', address: 'ul. Fabryczna 1, Poznań', email: 'bhp@druk.example' }

  test("each article the brand sells without a manufacturer or without warnings in a site's language is named", async () => {
    expect(safety((await brandReadiness(db, brand, 'live')).missing)).toEqual([
      "WPX-XY: product safety of article a1: no manufacturer; no warnings in pl (the console's Product safety section)",
      "WPX-XY: product safety of article a2: no manufacturer; no warnings in pl (the console's Product safety section)",
    ])
    expect(safety((await brandReadiness(db, brand, 'demo')).missing)).toEqual([])
    await saveArticleSafety(db, 'WPX-XY', '*', { manufacturer: maker, warnings: {} })
    await saveArticleSafety(db, 'WPX-XY', 'a1', { warnings: { pl: 'Uwaga: gorące.' } })
    expect(safety((await brandReadiness(db, brand, 'live')).missing)).toEqual([
      "WPX-XY: product safety of article a2: no warnings in pl (the console's Product safety section)",
    ])
    await saveArticleSafety(db, 'WPX-XY', 'a2', { warnings: { pl: 'Brak szczególnych zagrożeń.' } })
    expect(safety((await brandReadiness(db, brand, 'live')).missing)).toEqual([])
  })
})
