import { and, eq } from 'drizzle-orm'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tablesOf } from '../../db/client.js'
import { CSV_COLUMNS, type CsvColumn } from '../../server/domain/catalog/catalog-csv-format.js'
import { SHOP_LANGUAGES } from '../../server/domain/vocabulary/shop-enums.js'
import { addStaff, consoleAs, type ConsoleClient } from '../helpers/staff.js'
import { shopper } from '../helpers/shopper.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// The console's catalogue section (issue 27): its own role, one article's rows as CSV, drafts checked by the
// catalogue CSV domain, a preview per site, and a publish that reaches the shop.
let app: TestApp
let marketer: ConsoleClient
let es: ConsoleClient
let admin: ConsoleClient
const ES = '/console/brands/WPX-ES'

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'mk@staff.example', 'marketer', ['WPX-ES'])
  await addStaff(app, 'cat@staff.example', 'catalogue', ['WPX-ES'])
  await addStaff(app, 'ops@staff.example', 'ops-admin')
  marketer = await consoleAs(app, 'mk@staff.example')
  es = await consoleAs(app, 'cat@staff.example')
  admin = await consoleAs(app, 'ops@staff.example')
})
afterAll(() => app?.close())

/** One CSV row (without the header) with the given cells, every other column empty. */
const row = (cells: Partial<Record<CsvColumn, string | number>>) =>
  stringify([CSV_COLUMNS.map((c) => String(cells[c] ?? ''))])

async function draftCount() {
  const { catalogueDrafts } = tablesOf(app.db)
  return (await app.db.select().from(catalogueDrafts)).length
}

async function designPrice(host: string, query: string) {
  const { designs } = tablesOf(app.db)
  const [d] = await app.db.select({ id: designs.id }).from(designs).where(eq(designs.articleId, 101)).limit(1)
  const first = await app.request(host, `/design/x/${d!.id}${query}`)
  const page = first.headers.location ? await app.request(host, first.headers.location as string) : first
  return /data-testid="price">([^<]+)</.exec(page.text)?.[1]
}

describe('who sees the catalogue section', () => {
  test('a marketer gets 404 and no link; a catalogue manager lands on it; an ops admin has the link', async () => {
    expect((await marketer.get(`${ES}/catalogue`)).status).toBe(404)
    expect((await marketer.get(`${ES}/catalogue/photo-print`)).status).toBe(404)
    expect((await marketer.post(`${ES}/catalogue/new`, { csv: 'x' })).status).toBe(404)
    const brandPage = await marketer.get(ES)
    expect(brandPage.status).toBe(200)
    expect(brandPage.text).not.toContain(`${ES}/catalogue`)
    expect((await es.get(ES)).headers.location).toBe(`${ES}/catalogue`)
    expect((await es.get(`${ES}/settings/general`)).status).toBe(404)
    expect((await es.get('/console/brands/WPX-PL/catalogue')).status).toBe(404)
    expect((await admin.get(ES)).text).toContain(`href="${ES}/catalogue"`)
    const list = await es.getJson<{ articles: { code: string; sites: string[]; variants: number }[] }>(
      `${ES}/catalogue`,
    )
    expect(list.status).toBe(200)
    const print = list.body.articles.find((a) => a.code === 'photo-print')!
    expect(print.variants).toBeGreaterThan(1)
    expect(print.sites.length).toBeGreaterThan(0)
    const html = await es.get(`${ES}/catalogue`)
    expect(html.text).toContain(`href="${ES}/catalogue/new"`)
  })
})

describe('the catalogue role in the staff admin', () => {
  test('an ops admin creates a catalogue manager from the staff form; other roles are refused by name', async () => {
    const made = await admin.post('/console/staff', {
      email: 'pl-cat@staff.example',
      name: 'Pl',
      role: 'catalogue',
      brands: 'WPX-PL',
    })
    expect(made.status).toBe(200)
    const bad = await admin.post('/console/staff', { email: 'x@staff.example', name: 'X', role: 'buyer', brands: '' })
    expect(bad.text).toContain('role must be marketer, catalogue, support, operations or ops-admin')
    // The HTML answers too (the staff page is built before it is rendered).
    const badPage = await admin.post(
      '/console/staff',
      { email: 'y@staff.example', name: 'Y', role: 'buyer', brands: '' },
      { json: false },
    )
    expect(badPage.status).toBe(422)
    expect(badPage.text).toContain('role must be marketer, catalogue, support, operations or ops-admin')
    const staffPage = await admin.get('/console/staff')
    expect(staffPage.text).toContain('<option value="catalogue"')
  })
})

describe('editing an article', () => {
  test('the rows of the article, without the rows of brands the member does not manage', async () => {
    const r = await es.getJson<{ csv: string; fromDraft: boolean }>(`${ES}/catalogue/photo-print`)
    expect(r.status).toBe(200)
    expect(r.body.fromDraft).toBe(false)
    expect(r.body.csv.split('\n')[0]).toBe(CSV_COLUMNS.join(','))
    expect(r.body.csv).toContain('print-10x15-gloss')
    expect(r.body.csv).not.toContain('WPX-PL')
    const page = await es.get(`${ES}/catalogue/photo-print`)
    expect(page.text).toContain('<textarea id="f-csv" name="csv"')
    expect(page.text).toContain('href="#columns"')
  })

  test('a draft with errors names each by line and column and stores nothing', async () => {
    const { csv } = (await es.getJson<{ csv: string }>(`${ES}/catalogue/photo-print`)).body
    const lines = csv.trimEnd().split('\n')
    const bad = [
      lines.join('\n') + '\n',
      row({
        record: 'price',
        sku: 'print-10x15-gloss',
        brand: 'WPX-ES',
        site: '*',
        currency: 'EUR',
        min_quantity: 1,
        amount_minor: -5,
      }),
      row({
        record: 'price',
        sku: 'print-10x15-gloss',
        brand: 'WPX-PL',
        site: '*',
        currency: 'PLN',
        min_quantity: 5,
        amount_minor: 80,
      }),
    ].join('')
    const r = await es.post(`${ES}/catalogue/photo-print`, { csv: bad })
    expect(r.status).toBe(400)
    const problems = (
      JSON.parse(r.text) as { error: { problems: { line: number; column: string; message: string }[] } }
    ).error.problems
    expect(problems).toContainEqual(expect.objectContaining({ line: lines.length + 1, column: 'amount_minor' }))
    expect(problems).toContainEqual(
      expect.objectContaining({ line: lines.length + 2, column: 'brand', message: expect.stringContaining('WPX-PL') }),
    )
    expect(await draftCount()).toBe(0)
    const page = await es.post(`${ES}/catalogue/photo-print`, { csv: bad }, { json: false })
    expect(page.status).toBe(400)
    expect(page.text).toContain(`line ${lines.length + 2}, column brand`)
    expect(page.text).toContain('WPX-PL') // the submitted text is kept
  })

  test('a member of WPX-ES cannot write WPX-PL rows, even on their own page of the article', async () => {
    const { csv } = (await es.getJson<{ csv: string }>(`${ES}/catalogue/photo-print`)).body
    const withPl = csv + row({ record: 'availability', sku: 'print-10x15-gloss', brand: 'WPX-PL', site: '*' })
    const r = await es.post(`${ES}/catalogue/photo-print`, { csv: withPl })
    expect(r.status).toBe(400)
    expect(JSON.parse(r.text)).toMatchObject({
      error: { problems: [{ line: csv.trimEnd().split('\n').length + 1, column: 'brand' }] },
    })
    expect(await draftCount()).toBe(0)
  })

  test('a brand price override: saved as a draft, previewed, published, and the shop sells at it', async () => {
    const { csv } = (await es.getJson<{ csv: string }>(`${ES}/catalogue/photo-print`)).body
    const edited =
      csv +
      row({
        record: 'price',
        sku: 'print-10x15-gloss',
        brand: 'WPX-ES',
        site: '*',
        currency: 'EUR',
        min_quantity: 1,
        amount_minor: 45,
      })
    const saved = await es.post(`${ES}/catalogue/photo-print`, { csv: edited })
    expect(saved.status).toBe(200)
    expect(await draftCount()).toBe(1)
    expect((await es.getJson<{ fromDraft: boolean }>(`${ES}/catalogue/photo-print`)).body.fromDraft).toBe(true)

    const preview = await es.getJson<{
      sites: { site: string; variants: { sku: string; steps: { minQuantity: number; price: string }[] }[] }[]
    }>(`${ES}/catalogue/photo-print/preview`)
    expect(preview.status).toBe(200)
    const gloss = preview.body.sites[0]!.variants.find((v) => v.sku === 'print-10x15-gloss')!
    expect(gloss.steps).toEqual([{ minQuantity: 1, price: expect.stringMatching(/^0,45\s€$/) }])
    const previewPage = await es.get(`${ES}/catalogue/photo-print/preview`)
    expect(
      previewPage.text,
      previewPage.text.slice(
        previewPage.text.indexOf('print-10x15-gloss') - 20,
        previewPage.text.indexOf('print-10x15-gloss') + 300,
      ),
    ).toMatch(/print-10x15-gloss<\/strong>[^<]*0,45\s€/)
    expect(await designPrice('wpx-es.localhost', '?opt-size=10x15&opt-finish=gloss')).not.toMatch(/^0,45/)

    const published = await es.post(`${ES}/catalogue/photo-print/publish`)
    expect(published.status).toBe(200)
    const { auditId } = JSON.parse(published.text) as { auditId: number }
    const { variantPrices, articleVariants, auditLog } = tablesOf(app.db)
    const [v] = await app.db.select().from(articleVariants).where(eq(articleVariants.sku, 'print-10x15-gloss'))
    const override = await app.db
      .select()
      .from(variantPrices)
      .where(and(eq(variantPrices.variantId, v!.id), eq(variantPrices.brandSlug, 'WPX-ES')))
    expect(override).toEqual([
      expect.objectContaining({ siteCode: '*', currency: 'EUR', minQuantity: 1, amountMinor: 45 }),
    ])
    // The other brands' rows the member never saw are still there.
    const pl = await app.db
      .select()
      .from(variantPrices)
      .where(and(eq(variantPrices.variantId, v!.id), eq(variantPrices.brandSlug, 'WPX-PL')))
    expect(pl.length).toBeGreaterThan(0)
    expect(await designPrice('wpx-pl.localhost', '?opt-size=10x15&opt-finish=gloss')).toMatch(/^0,99\szł$/)
    expect(await designPrice('wpx-es.localhost', '?opt-size=10x15&opt-finish=gloss')).toMatch(/^0,45\s€$/)
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.id, auditId))
    expect(entry).toMatchObject({ action: 'catalogue', brandSlug: 'WPX-ES', staffEmail: 'cat@staff.example' })
    const auditPage = await es.get(`/console/audit/${auditId}`)
    expect(auditPage.status).toBe(200)
    expect(auditPage.text).toContain('catalogue: catalogue article photo-print')
    expect(await draftCount()).toBe(0)
  })

  test('discard deletes the draft', async () => {
    const { csv } = (await es.getJson<{ csv: string }>(`${ES}/catalogue/photo-print`)).body
    expect((await es.post(`${ES}/catalogue/photo-print`, { csv })).status).toBe(200)
    expect(await draftCount()).toBe(1)
    expect((await es.post(`${ES}/catalogue/photo-print/discard`)).status).toBe(200)
    expect(await draftCount()).toBe(0)
    expect((await es.post(`${ES}/catalogue/photo-print/publish`)).status).toBe(404)
  })
})

describe('a new article', () => {
  test('created through the console, it is sellable on the brand sites', async () => {
    const lines = [
      row({ record: 'article', article: 'desk-calendar', kind: 'PHOTO_PRINT', popularity: 10 }),
      ...SHOP_LANGUAGES.map((language) =>
        row({
          record: 'article_text',
          article: 'desk-calendar',
          language,
          name: 'Desk calendar',
          name_plural: 'Desk calendars',
        }),
      ),
      row({
        record: 'variant',
        article: 'desk-calendar',
        sku: 'desk-calendar-a5',
        width_mm: 148,
        height_mm: 210,
        bleed_mm: 3,
        min_dpi: 150,
        position: 0,
      }),
      row({ record: 'availability', sku: 'desk-calendar-a5', brand: 'WPX-ES', site: 'es' }),
      row({
        record: 'price',
        sku: 'desk-calendar-a5',
        brand: '*',
        site: '*',
        currency: 'EUR',
        min_quantity: 1,
        amount_minor: 990,
      }),
    ]
    const csv = CSV_COLUMNS.join(',') + '\n' + lines.join('')
    const saved = await es.post(`${ES}/catalogue/new`, { csv })
    expect(saved.status, saved.text).toBe(200)
    expect(JSON.parse(saved.text)).toMatchObject({ code: 'desk-calendar' })
    // Saving it again as new is refused: it has its own page now only once published, but the code is the key.
    expect((await es.post(`${ES}/catalogue/desk-calendar/publish`)).status).toBe(200)
    expect((await es.post(`${ES}/catalogue/new`, { csv })).status).toBe(400)
    const list = await es.getJson<{ articles: { code: string; sites: string[] }[] }>(`${ES}/catalogue`)
    expect(list.body.articles.find((a) => a.code === 'desk-calendar')?.sites).toEqual(['es'])
    const { articles } = tablesOf(app.db)
    const [a] = await app.db.select().from(articles).where(eq(articles.code, 'desk-calendar'))
    const s = await shopper(app, 'wpx-es.localhost')
    expect((await s.post('/cart/add', { articleId: a!.id, quantity: 2 })).status).toBeLessThan(400)
    const [line] = (await s.cart()).lines
    expect(line).toMatchObject({ variant_sku: 'desk-calendar-a5', pvp: 990 })
  })
})
