import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tablesOf } from '../../db/client.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, currentForm, type ConsoleClient } from '../helpers/staff.js'
import { runOps, runTenant } from '../helpers/ops-cli.js'
import * as cq from '../../db/queries/console.js'

// Decision 058: the design page shows the article's product-safety information (GPSR Art. 19) in the page's
// language; the console edits it per brand and article through the draft; a live brand starts without it (no section,
// readiness names the article).

type Invalid = { error: { code: string; fields: Record<string, string> } }
const SECTION = 'data-testid="product-safety"'

/** The first catalogue design of the article with this code. */
async function designOf(app: TestApp, articleCode: string): Promise<number> {
  const { designs, articles } = tablesOf(app.db)
  const [row] = await app.db
    .select({ id: designs.id })
    .from(designs)
    .innerJoin(articles, eq(articles.id, designs.articleId))
    .where(eq(articles.code, articleCode))
    .orderBy(asc(designs.id))
    .limit(1)
  return row!.id
}

/** A design's page as a shopper's link reaches it (/design/x/<id> answers 301 to the page under its slug). */
async function designPage(app: TestApp, host: string, id: number): Promise<string> {
  const moved = await app.request(host, `/design/x/${id}`)
  expect(moved.status).toBe(301)
  const page = await app.request(host, new URL(String(moved.headers.location), `http://${host}`).pathname)
  expect(page.status).toBe(200)
  return page.text
}

/** The product-safety section of a page, or '' without one. */
const sectionOf = (html: string) => html.match(/<details class="product-safety"[\s\S]*?<\/details>/)?.[0] ?? ''

describe.sequential('the demo shop: the design page shows the article’s product safety', () => {
  let app: TestApp
  let marta: ConsoleClient
  beforeAll(async () => {
    app = await startTestApp()
    await addStaff(app, 'marta@staff.example', 'marketer', ['WPX-PL'])
    marta = await consoleAs(app, 'marta@staff.example')
  })
  afterAll(() => app?.close())

  test("the mug's manufacturer and warnings, in Spanish and in German", async () => {
    const mug = await designOf(app, 'mug')
    const es = sectionOf(await designPage(app, 'wpx-es.localhost', mug))
    expect(es).toContain('Seguridad del producto')
    expect(es).toContain('WallPix Print Works S.L.')
    expect(es).toContain('mailto:product-safety@wallpix.example')
    expect(es).toContain('Apta para lavavajillas (hasta 50 °C) y microondas.')
    expect(es).toContain('la taza y su contenido pueden estar calientes')
    expect(es).not.toContain('Spülmaschinenfest')
    expect(es).not.toContain('Persona responsable en la UE')
    const de = sectionOf(await designPage(app, 'de.wpx-es.localhost', mug))
    expect(de).toContain('Produktsicherheit')
    expect(de).toContain('WallPix Print Works S.L.')
    expect(de).toContain('Spülmaschinenfest (bis 50 °C) und mikrowellengeeignet.')
    expect(de).not.toContain('lavavajillas')
  })

  test('a phone case made outside the EU names its responsible person; other brands their own manufacturer', async () => {
    const section = sectionOf(await designPage(app, 'wpx-pl.localhost', await designOf(app, 'phone-case')))
    expect(section).toContain('Shenzhen Bright Case Co., Ltd.')
    expect(section).toContain('Osoba odpowiedzialna w UE')
    expect(section).toContain('WallPix Druk Sp. z o.o.')
    expect(section).toContain('Nie chroni przed wodą.')
  })

  test('console: bad input is refused naming the field; nothing is saved', async () => {
    const form = '/console/brands/WPX-PL/product-safety/mug'
    const current = await currentForm(marta, form)
    expect(current['manufacturer-name']).toBe('')
    expect(current['warnings-pl']).toContain('Ceramika')
    for (const [change, field, message] of [
      [
        { 'manufacturer-name': 'Fabryka', 'manufacturer-address': 'ul. 1', 'manufacturer-email': 'nope' },
        'manufacturer-email',
        /email address/,
      ],
      [
        { 'manufacturer-address': 'ul. Fabryczna 1, Poznań', 'manufacturer-email': 'a@b.pl' },
        'manufacturer-name',
        /must not be empty/,
      ],
      [
        { 'manufacturer-name': 'F', 'manufacturer-address': 'A' },
        'manufacturer-email',
        /email address or a contact page/,
      ],
      [
        { 'manufacturer-name': 'F', 'manufacturer-address': 'A', 'manufacturer-contactUrl': 'ftp://x.pl' },
        'manufacturer-contactUrl',
        /https/,
      ],
      [
        { 'responsiblePerson-name': 'R', 'responsiblePerson-address': 'A', 'responsiblePerson-email': 'r@r.pl' },
        'manufacturer-name',
        /goes with the manufacturer/,
      ],
    ] as const) {
      const r = await marta.post(form, { ...current, ...change })
      expect(r.status, r.text).toBe(422)
      expect(r.json<Invalid>().error.fields[field], JSON.stringify(change)).toMatch(message)
    }
    const staffId = (await cq.findStaffByEmail(app.db, 'marta@staff.example'))!.id
    expect(await cq.findDraft(app.db, staffId, 'WPX-PL')).toBeUndefined()
    expect((await marta.get('/console/brands/WPX-PL/product-safety/no-such-article')).status).toBe(404)
  })

  test('console: a published change is what the design page shows; the list links each article', async () => {
    const list = await marta.get('/console/brands/WPX-PL/product-safety')
    expect(list.status).toBe(200)
    expect(list.text).toContain('href="/console/brands/WPX-PL/product-safety/mug"')
    expect(list.text).toContain('href="/console/brands/WPX-PL/product-safety/all"')
    const form = '/console/brands/WPX-PL/product-safety/mug'
    const saved = await marta.post(form, {
      ...(await currentForm(marta, form)),
      'manufacturer-name': 'Ceramika Bolesławiec Sp. z o.o.',
      'manufacturer-address': 'ul. Kościuszki 2, 59-700 Bolesławiec, Polska',
      'manufacturer-contactUrl': 'https://ceramika.example/kontakt',
      'warnings-pl': 'Uwaga: gorące napoje.\n\nNie do zmywarki.',
    })
    expect(saved.status, saved.text).toBe(200)
    const changes = saved.json<{ draft: { changes: { path: string }[] } }>().draft.changes.map((c) => c.path)
    expect(changes).toEqual([
      'content.productSafety.mug.manufacturer.address',
      'content.productSafety.mug.manufacturer.contactUrl',
      'content.productSafety.mug.manufacturer.name',
      'content.productSafety.mug.warnings.pl',
    ])
    const mug = await designOf(app, 'mug')
    expect(sectionOf(await designPage(app, 'wpx-pl.localhost', mug))).not.toContain('Ceramika Bolesławiec')
    const published = await marta.post('/console/brands/WPX-PL/publish')
    expect(published.status, published.text).toBe(200)
    const section = sectionOf(await designPage(app, 'wpx-pl.localhost', mug))
    expect(section).toContain('Ceramika Bolesławiec Sp. z o.o.')
    expect(section).toContain('href="https://ceramika.example/kontakt"')
    expect(section).toContain('<p>Uwaga: gorące napoje.</p><p>Nie do zmywarki.</p>')
    expect(section).not.toContain('WallPix Druk')
    const { auditId } = published.json<{ auditId: number }>()
    const entry = (await marta.getJson<{ entry: { changes: { path: string }[] } }>(`/console/audit/${auditId}`)).body
      .entry
    expect(entry.changes.map((c) => c.path)).toEqual(changes)
    // Another brand's mug keeps its manufacturer.
    expect(sectionOf(await designPage(app, 'wpx-cz.localhost', mug))).toContain('WallPix Druk Sp. z o.o.')
  })
})

describe.sequential('a live shop starts without product-safety information', () => {
  let live: TestApp
  beforeAll(async () => {
    live = await startTestApp({}, { mode: 'live' })
  })
  afterAll(() => live?.close())

  test('the design page shows no section rather than demo text; readiness names the article', async () => {
    const loaded = await runOps(live, undefined, 'demo', 'load-catalog')
    expect(loaded.code, loaded.stderr).toBe(0)
    const html = await designPage(live, 'wpx-pl.localhost', await designOf(live, 'mug'))
    expect(html).not.toContain(SECTION)
    expect(html).not.toContain('WallPix Druk')
    const readiness = await runTenant(live, 'readiness', 'WPX-PL')
    expect(readiness.code).toBe(1)
    expect(readiness.stdout).toContain(
      "WPX-PL: product safety of article mug: no manufacturer; no warnings in pl (the console's Product safety section)",
    )
  })
})
