import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cookieValue, startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, currentForm, type ConsoleClient } from '../helpers/staff.js'
import * as cq from '../../db/queries/console.js'
import { brandOfferRevisions } from '../../db/queries/offers.js'
import { tablesOf } from '../../db/client.js'

// The console's Offers section (issue 28, decision 041): an offer is created in a draft, previewed on the shop,
// published as a brand_offers revision, changed (the old revision superseded) and ended; what would make a line
// negative, a scope naming nothing and a period that ends before it starts are refused when saved, nothing written.
let app: TestApp
let cz: ConsoleClient
let staffId: number

const SHOP = 'wpx-cz.localhost'
const BRAND = '/console/brands/WPX-CZ'
const KEY = 'hrnky-30'
const TITLE = 'Hrnky o třetinu levněji'

type Invalid = { error: { code: string; fields: Record<string, string>; general: string[] } }

const newOffer = (over: Record<string, string | string[] | undefined> = {}) => ({
  key: KEY,
  title_cs: TITLE,
  description_cs: 'Na všechny hrnky po omezenou dobu.',
  ruleKind: 'percent',
  percent: '30',
  scopeKinds: ['MUG', 'MAGIC_MUG'],
  startsAt: '2026-11-20T00:00',
  endsAt: '2026-12-24T00:00',
  landingKey: 'mug-designs',
  ...over,
})

const draftRow = async () =>
  ((await cq.findDraft(app.db, staffId, 'WPX-CZ'))?.changes as { path: string }[] | undefined) ?? null
const revisions = async () => (await brandOfferRevisions(app.db, 'WPX-CZ')).filter((r) => r.key === KEY)
const offerTitles = async (cookie?: string) => {
  const page = await app.request(SHOP, '/offers', { headers: cookie ? { cookie: `console_preview=${cookie}` } : {} })
  expect(page.status).toBe(200)
  return [...page.text.matchAll(/<li class="offer"><h2>([^<]*)<\/h2>/g)].map((m) => m[1])
}

/** Posts a new offer that must be refused at `field`, with the draft exactly as before. */
async function refused(over: Record<string, string | string[] | undefined>, field: string, message: RegExp) {
  const before = JSON.stringify(await draftRow())
  const r = await cz.post(`${BRAND}/offers`, newOffer({ key: 'refused-offer', ...over }))
  expect(r.status, r.text).toBe(422)
  const body = r.json<Invalid>()
  expect(body.error.fields[field], JSON.stringify(body.error)).toMatch(message)
  expect(JSON.stringify(await draftRow())).toBe(before)
  // The HTML form shows the message at its field, with what was typed.
  const html = await cz.post(`${BRAND}/offers`, newOffer({ key: 'refused-offer', ...over }), { json: false })
  expect(html.status).toBe(422)
  expect(html.text).toContain(`id="f-${field}-error"`)
  expect(html.text).toMatch(message)
  expect(JSON.stringify(await draftRow())).toBe(before)
}

async function publish() {
  const r = await cz.post(`${BRAND}/publish`)
  expect(r.status, r.text).toBe(200)
  return r.json<{ auditId: number; changes: { path: string; before?: unknown; after?: unknown }[] }>()
}

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'cz@staff.example', 'marketer', ['WPX-CZ'])
  await addStaff(app, 'range@staff.example', 'catalogue', ['WPX-CZ'])
  cz = await consoleAs(app, 'cz@staff.example')
  staffId = (await cq.findStaffByEmail(app.db, 'cz@staff.example'))!.id
})
afterAll(() => app?.close())

describe('an offer from draft to publish to its end', () => {
  test('the list shows the published offers with their state per site, the form lists the catalogue', async () => {
    const list = await cz.get(`${BRAND}/offers`)
    expect(list.status).toBe(200)
    expect(list.text).toMatch(/data-offer="mugs-20"[\s\S]*?<strong>cz<\/strong> live/)
    expect(list.text).toMatch(/data-offer="canvas-15"[\s\S]*?<strong>cz<\/strong> ended/)
    expect(list.text).toMatch(/data-offer="photo-prints-10"[\s\S]*?<strong>cz<\/strong> scheduled/)
    const form = await cz.get(`${BRAND}/offers/new`)
    expect(form.status).toBe(200)
    expect(form.text).toContain('type="datetime-local"')
    expect(form.text).toContain('value="MAGIC_MUG"')
    expect(form.text).toContain('name="amount_CZK"')
    expect(form.text).toContain('name="title_cs"')
    expect(form.text).not.toContain('name="title_de"')
    // A seeded offer saved as the form shows it changes nothing (kinds keep their order, texts of other languages stay).
    const seeded = `${BRAND}/offers/second-mug-50`
    expect((await cz.post(seeded, await currentForm(cz, seeded))).status).toBe(200)
    expect(await draftRow()).toBeNull()
  })

  test('a catalogue manager does not reach the section', async () => {
    const range = await consoleAs(app, 'range@staff.example')
    expect((await range.get(`${BRAND}/offers`, true)).status).toBe(404)
    expect((await range.post(`${BRAND}/offers`, newOffer())).status).toBe(404)
  })

  test('created in the draft: the shop is unchanged, the preview lists it', async () => {
    const r = await cz.post(`${BRAND}/offers`, newOffer())
    expect(r.status, r.text).toBe(200)
    const paths = (await draftRow())!.map((c) => c.path)
    expect(paths).toContain(`content.offers.${KEY}.rule.percent`)
    expect(paths).toContain(`content.offers.${KEY}.texts.cs.title`)
    expect(await offerTitles()).not.toContain(TITLE)

    const link = await cz.post(`${BRAND}/preview`, { site: 'cz' })
    const url = new URL(link.json<{ url: string }>().url)
    const opened = await app.request(url.hostname, url.pathname + url.search)
    const preview = cookieValue(opened.setCookies, 'console_preview')!
    expect(await offerTitles(preview)).toContain(TITLE)
    expect(await offerTitles()).not.toContain(TITLE)

    // The brand page's change table names the offer and what happens to it.
    const overview = await cz.get(BRAND)
    expect(overview.text).toContain(`Offer ${KEY}: new`)
    expect(overview.text).toContain('<code>rule.percent</code>')
  })

  test('publish writes a revision the shop lists; the audit entry carries the offer’s paths', async () => {
    const { auditId, changes } = await publish()
    expect(changes).toContainEqual({ path: `content.offers.${KEY}.rule.percent`, after: 30 })
    const revs = await revisions()
    expect(revs).toHaveLength(1)
    expect(revs[0]).toMatchObject({
      rule: { kind: 'percent', percent: 30 },
      scope: { kinds: ['MUG', 'MAGIC_MUG'] },
      publishedAt: TEST_NOW,
      supersededAt: null,
      landingKey: 'mug-designs',
    })
    expect(await offerTitles()).toContain(TITLE)
    const audit = await cz.get(`/console/audit/${auditId}`)
    expect(audit.text).toContain(`Offer ${KEY}: new`)
  })

  test('a changed percent supersedes the revision with a new one', async () => {
    const form = await cz.getJson<{ fields: { name: string; value: unknown }[] }>(`${BRAND}/offers/${KEY}`)
    expect(form.body.fields.find((f) => f.name === 'percent')?.value).toBe('30')
    const r = await cz.post(`${BRAND}/offers/${KEY}`, newOffer({ key: undefined, percent: '35' }))
    expect(r.status, r.text).toBe(200)
    expect(await draftRow()).toEqual([{ path: `content.offers.${KEY}.rule.percent`, before: 30, after: 35 }])
    await publish()
    const [old, current] = await revisions()
    expect(old).toMatchObject({ rule: { percent: 30 }, supersededAt: TEST_NOW })
    expect(current).toMatchObject({ rule: { percent: 35 }, supersededAt: null })
    const history = await cz.getJson<{ history: { rev: { id: number } }[] }>(`${BRAND}/offers`)
    expect(history.body.history.map((h) => h.rev.id)).toContain(old!.id)
  })

  test('a rule of another kind replaces the old one whole', async () => {
    const r = await cz.post(
      `${BRAND}/offers/${KEY}`,
      newOffer({ key: undefined, ruleKind: 'nth', n: '2', percent: '50', amount_CZK: '10.00' }),
    )
    expect(r.status, r.text).toBe(200)
    const offer = (await cz.getJson<{ offer: { rule: unknown } }>(`${BRAND}/offers/${KEY}`)).body.offer
    expect(offer.rule).toEqual({ kind: 'nth', n: 2, percent: 50 })
    await cq.deleteDraft(app.db, staffId, 'WPX-CZ')
  })

  test('End now: taken out of the draft, the publish supersedes it and the shop no longer lists it', async () => {
    const r = await cz.post(`${BRAND}/offers/${KEY}/delete`)
    expect(r.status, r.text).toBe(200)
    const list = await cz.get(`${BRAND}/offers`)
    expect(list.text).not.toContain(`data-offer="${KEY}"`)
    expect(list.text).toContain('Your draft ends these offers when you publish it')
    const overview = await cz.get(BRAND)
    expect(overview.text).toContain(`Offer ${KEY}: ended`)
    await publish()
    expect((await revisions()).every((x) => x.supersededAt === TEST_NOW)).toBe(true)
    expect(await offerTitles()).not.toContain(TITLE)
    expect((await cz.get(`${BRAND}/offers/${KEY}`, true)).status).toBe(404)
  })
})

describe('refused when saved, nothing written', () => {
  test('an amount off larger than the cheapest copy in scope (a negative line)', async () => {
    await refused(
      { ruleKind: 'amount', percent: '', amount_CZK: '99999.00' },
      'amount_CZK',
      /more than the cheapest copy in scope .*a line would go negative/,
    )
  })

  test('an unknown sku, article, tag, site or landing page', async () => {
    await refused(
      { scopeVariants: 'print-13x18-gloss\nno-such-sku' },
      'scopeVariants',
      /unknown variant sku: no-such-sku/,
    )
    await refused({ scopeArticles: ['NO-SUCH-ARTICLE'] }, 'scopeArticles', /unknown article code: NO-SUCH-ARTICLE/)
    await refused({ scopeTags: ['no-such-tag'] }, 'scopeTags', /unknown tag: no-such-tag/)
    await refused({ sites: ['pl'] }, 'sites', /not a site of the brand: pl/)
    await refused({ landingKey: 'no-such-landing' }, 'landingKey', /unknown landing page/)
  })

  test('an end before the start, a missing title, a bad key', async () => {
    await refused({ startsAt: '2026-12-24T00:00', endsAt: '2026-12-01T00:00' }, 'endsAt', /ends before it starts/)
    await refused({ title_cs: '' }, 'title_cs', /enter a title in cs/)
    await refused({ key: 'Not A Key' }, 'key', /lowercase letters/)
    await refused({ key: 'mugs-20' }, 'key', /exists already/)
    await refused({ ruleKind: 'percent', percent: '120' }, 'percent', /at most 100/)
    await refused({ ruleKind: 'tiers', tiers: '3 copies at 10' }, 'tiers', /one tier per line/)
  })

  test('a publish re-checks the catalogue: a draft saved before prices fell cannot publish a negative line', async () => {
    const r = await cz.post(
      `${BRAND}/offers`,
      newOffer({ key: 'hrnky-minus', ruleKind: 'amount', percent: '', amount_CZK: '20.00', scopeKinds: ['MUG'] }),
    )
    expect(r.status, r.text).toBe(200)
    const t = tablesOf(app.db)
    const mugs = await app.db
      .select({ id: t.articleVariants.id })
      .from(t.articleVariants)
      .innerJoin(t.articles, eq(t.articles.id, t.articleVariants.articleId))
      .where(eq(t.articles.kind, 'MUG'))
    await app.db
      .update(t.variantPrices)
      .set({ amountMinor: 1500 })
      .where(
        and(
          inArray(
            t.variantPrices.variantId,
            mugs.map((m) => m.id),
          ),
          eq(t.variantPrices.currency, 'CZK'),
        ),
      )
    const refusedPublish = await cz.post(`${BRAND}/publish`)
    expect(refusedPublish.status).toBe(422)
    expect(refusedPublish.json<{ error: { message: string } }>().error.message).toMatch(
      /content\.offers\.hrnky-minus\.rule\.amounts\.CZK: 20\.00 CZK off is more than the cheapest copy in scope \(15\.00 CZK\)/,
    )
    expect((await brandOfferRevisions(app.db, 'WPX-CZ')).some((x) => x.key === 'hrnky-minus')).toBe(false)
  })
})
