import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { visibleHtml } from '../helpers/visible-html.js'
import { tablesOf } from '../../db/client.js'
import { listArticles, listLandings } from '../../db/queries/catalog.js'

/**
 * Issue 32 item 10: a brand's home and landing copy promise only what its catalogue sells. Tazzia (TZ-ES) sells mugs,
 * cushions, T-shirts, phone cases and keyrings; its pages must not promise prints, canvases, calendars or photo books,
 * and its keychain, round on every mockup, must not be called square.
 */
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const TZ = { host: 'tz-es.localhost', brandSlug: 'TZ-ES', siteCode: 'es', language: 'es' }

/** The words of a page the shopper reads, lower case, without tags and entities. */
function words(html: string): string {
  return visibleHtml(html)
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

/** A family name as the copy writes it: "Lienzos" also matches "lienzo", "Fotolibros" also "fotolibro". */
const stems = (name: string) => {
  const n = name.toLowerCase()
  return [n, n.replace(/(es|s)$/, '')].filter((s) => s.length >= 4)
}

describe('Tazzia’s copy promises only what Tazzia sells (issue 32 item 10)', () => {
  test('home and every landing page name no product family outside the brand’s catalogue', async () => {
    const sf = {
      language: TZ.language,
      brandSlug: TZ.brandSlug,
      siteCode: TZ.siteCode,
      currency: 'EUR',
      allowDecimals: true,
      timeZone: 'Europe/Madrid',
    }
    // The families the catalogue knows, and the ones this brand sells, both read from the catalogue itself.
    const { articleTexts } = tablesOf(app.db)
    const all = await app.db.select().from(articleTexts)
    const sold = new Set((await listArticles(app.db, sf)).map((a) => a.id))
    expect(sold.size).toBeGreaterThan(0)
    const notSold = all.filter((t) => t.language === TZ.language && !sold.has(t.articleId))
    expect(notSold.length).toBeGreaterThan(0)
    const soldNames = all.filter((t) => t.language === TZ.language && sold.has(t.articleId))
    // A word shared with a family the brand does sell ("taza" in "taza mágica") is not a promise of something else.
    const forbidden = notSold
      .flatMap((t) => [...stems(t.name), ...stems(t.namePlural)])
      .filter((w) => !soldNames.some((s) => `${s.name} ${s.namePlural}`.toLowerCase().includes(w)))

    const paths = ['/', ...(await listLandings(app.db, TZ.language)).map((l) => `/${l.slug}`)]
    const found: string[] = []
    for (const path of paths) {
      const res = await app.request(TZ.host, path)
      // The home page must answer; a landing of a product the brand does not sell answers 404, promising nothing.
      if (path === '/') expect(res.status).toBe(200)
      if (res.status !== 200) continue
      const text = words(res.text)
      for (const w of forbidden) {
        const m = new RegExp(`\\b${w}`, 'u').exec(text)
        if (m) found.push(`${path}: ${w} «${text.slice(Math.max(0, m.index - 60), m.index + 40)}»`)
      }
    }
    expect(found).toEqual([])
  })

  test('the keyring is not described as square: every mockup of it is round', async () => {
    const sf = {
      language: TZ.language,
      brandSlug: TZ.brandSlug,
      siteCode: TZ.siteCode,
      currency: 'EUR',
      allowDecimals: true,
      timeZone: 'Europe/Madrid',
    }
    const { articleTexts, articles } = tablesOf(app.db)
    const keyring = (await app.db.select().from(articles)).find((a) => a.kind === 'KEYRING')!
    expect((await listArticles(app.db, sf)).map((a) => a.id)).toContain(keyring.id)
    const texts = (await app.db.select().from(articleTexts)).filter((t) => t.articleId === keyring.id)
    expect(texts).toHaveLength(12)
    const square = /cuadrad|quadrat|carré|quadrad|vierkant|firkant|kwadrat|čtverc|square|fyrkant|neliö/i
    expect(texts.filter((t) => square.test(`${t.name} ${t.description}`)).map((t) => t.language)).toEqual([])
  })
})
