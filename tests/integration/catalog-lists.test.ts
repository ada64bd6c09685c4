import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import { first } from '../../db/rows.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { findCustomerByEmail } from '../../db/queries/accounts.js'
import { insertOrder, insertOrderLines } from '../../db/queries/orders.js'
import { listReviews, moderateReview } from '../../server/services/support/reviews.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const hrefs = (html: string, re: RegExp) =>
  [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')).filter((h) => re.test(h))

/** Every brand's default site, a secondary language under its prefix, and a second-language site of WPX-ES. */
const SITES = [
  { host: 'wpx-es.localhost', prefix: '' },
  { host: 'de.wpx-es.localhost', prefix: '' },
  { host: 'lu.wpx-es.localhost', prefix: '' },
  { host: 'lu.wpx-es.localhost', prefix: '/fr' },
  { host: 'wpx-pl.localhost', prefix: '' },
  { host: 'wpx-it.localhost', prefix: '' },
  { host: 'wpx-dk.localhost', prefix: '' },
  { host: 'wpx-fr.localhost', prefix: '' },
  { host: 'wpx-pt.localhost', prefix: '' },
  { host: 'wpx-cz.localhost', prefix: '' },
  { host: 'tz-es.localhost', prefix: '' },
]

/** The three kinds of list page a site links from its home: a landing (banner), a tag and an article's designs. */
async function listPages(host: string, prefix: string): Promise<string[]> {
  const home = (await app.request(host, prefix || '/')).text
  const p = prefix.replace('/', '\\/')
  let landing: string | undefined
  // Landings in LANDING mode have no list; take the first banner that leads to one.
  for (const m of home.matchAll(/<a class="banner" href="([^"]+)"/g)) {
    if ((await app.request(host, m[1]!)).text.includes('data-testid="list-count"')) {
      landing = m[1]
      break
    }
  }
  const tag = hrefs(home, new RegExp(`^${p}/t/[^/]+$`))[0]
  const article = hrefs(home, new RegExp(`^${p}/designs/[^/]+/\\d+$`))[0]
  expect([landing, tag, article].every(Boolean), `list links on ${host}${prefix}/`).toBe(true)
  return [landing!, tag!, article!]
}

describe('sort and filter form: the default "all designs" is an empty category', () => {
  test.each(SITES)('Apply with the defaults answers the list on $host $prefix', async ({ host, prefix }) => {
    for (const path of await listPages(host, prefix)) {
      const all = await app.request(host, path)
      expect(all.status, `${host}${path}`).toBe(200)
      const count = /data-testid="list-count">(.*?)<\/p>/.exec(all.text)![1]
      // What the form sends when Apply is pressed without touching it (and with only a sort chosen).
      for (const query of ['?sort=POPULARITY&category=', '?sort=DATE_CREATION&category=', '?category=']) {
        const res = await app.request(host, `${path}${query}`)
        expect(res.status, `${host}${path}${query}`).toBe(200)
        expect(/data-testid="list-count">(.*?)<\/p>/.exec(res.text)![1], `${host}${path}${query}`).toBe(count)
        // One canonical URL per list state: the empty filter is left out of it.
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(res.text)![1]!
        expect(canonical).not.toContain('category=')
      }
    }
  })

  test('a category that does not exist is still refused', async () => {
    const [, tag] = await listPages('wpx-es.localhost', '')
    expect((await app.request('wpx-es.localhost', `${tag}?category=KIDS`)).status).toBe(404)
    expect((await app.request('wpx-es.localhost', `${tag}?category=%20`)).status).toBe(404)
  })
})

describe('the 404 page speaks the language of the page that was asked for', () => {
  const title404 = (html: string) => /<h1>([^<]+)<\/h1>/.exec(html)?.[1]
  test('a refused list query on lu/fr is a French 404; on lu (German) a German one', async () => {
    const [, frTag] = await listPages('lu.wpx-es.localhost', '/fr')
    const fr = await app.request('lu.wpx-es.localhost', `${frTag}?category=KIDS`)
    expect(fr.status).toBe(404)
    expect(fr.text).toContain('lang="fr-LU"')
    expect(title404(fr.text)).toBe('Impossible de trouver cette page')
    const [, deTag] = await listPages('lu.wpx-es.localhost', '')
    const de = await app.request('lu.wpx-es.localhost', `${deTag}?category=KIDS`)
    expect(de.text).toContain('lang="de-LU"')
    expect(title404(de.text)).toBe('Wir können diese Seite nicht finden')
  })
  test('an unknown page and an unknown design under /fr are French 404s', async () => {
    for (const path of ['/fr/design/x/999999', '/fr/t/no-such-tag', '/fr/no-such-landing']) {
      const res = await app.request('lu.wpx-es.localhost', path)
      expect(res.status, path).toBe(404)
      expect(res.text, path).toContain('lang="fr-LU"')
      expect(title404(res.text), path).toBe('Impossible de trouver cette page')
    }
  })
})

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )

interface ProductLd {
  '@type': string
  aggregateRating?: { ratingValue: string; reviewCount: number }
  review?: { reviewRating: { ratingValue: number }; reviewBody: string }[]
}

describe('ratings on product pages are the product’s own', () => {
  test('each design page shows and marks up only its own reviews, visible on the page, and nothing without any', async () => {
    const designs = new Set<string>()
    for (const path of await listPages('wpx-es.localhost', '')) {
      for (const page of [path, `${path}?page=2`]) {
        const html = (await app.request('wpx-es.localhost', page)).text
        for (const h of hrefs(html, /^\/design\/[^/]+\/\d+$/)) designs.add(h)
      }
    }
    expect(designs.size).toBeGreaterThan(30)
    const seen: { path: string; count: number; value: string }[] = []
    let without = 0
    for (const path of designs) {
      const html = (await app.request('wpx-es.localhost', path)).text
      const product = jsonLd(html).find((i) => i['@type'] === 'Product') as unknown as ProductLd
      const visible = [...html.matchAll(/data-testid="design-review" data-rating="(\d)"/g)].map((m) => Number(m[1]))
      if (!product.aggregateRating) {
        without++
        expect(visible, path).toEqual([])
        expect(html, path).not.toContain('class="rating"')
        expect(product.review, path).toBeUndefined()
        continue
      }
      const { ratingValue, reviewCount } = product.aggregateRating
      seen.push({ path, count: reviewCount, value: ratingValue })
      // The marked-up reviews are the ones on the page, and the aggregate is theirs.
      expect(visible.length, path).toBe(reviewCount)
      expect(
        product.review?.map((r) => r.reviewRating.ratingValue),
        path,
      ).toEqual(visible)
      expect(ratingValue, path).toBe((visible.reduce((a, b) => a + b, 0) / visible.length).toFixed(1))
      expect(html, path).toMatch(new RegExp(`data-testid="rating-count">[^<]*${reviewCount}`))
    }
    expect(seen.length, 'designs with reviews').toBeGreaterThan(0)
    expect(without, 'designs without reviews').toBeGreaterThan(0)
    expect(new Set(seen.map((s) => `${s.count}/${s.value}`)).size, 'not one rating for every product').toBeGreaterThan(
      1,
    )
  })
})

describe('a customer’s review counts for the design of the order', () => {
  test('one design: on that design’s page after approval; two designs: on /reviews only', async () => {
    const customer = (await findCustomerByEmail(app.db, 'TZ-ES', demoEmail('TZ-ES', 'customer')))!
    const home = (await app.request('tz-es.localhost', '/')).text
    const [one, two] = hrefs(home, /^\/design\/[^/]+\/\d+$/).map((p) => ({ path: p, id: Number(p.split('/').pop()) }))
    const { designs } = tablesOf(app.db)
    const articleOf = async (id: number) =>
      (await first(app.db.select({ a: designs.articleId }).from(designs).where(eq(designs.id, id))))!.a
    const order = async (publicId: string, designIds: number[]) => {
      const { id } = await insertOrder(app.db, {
        publicId,
        brandSlug: 'TZ-ES',
        siteCode: 'es',
        language: 'es',
        currency: 'EUR',
        sessionId: `c:${customer.id}`,
        customerId: customer.id,
        cartId: `cart-${publicId}`,
        idempotencyKey: `key-${publicId}`,
        status: 15,
        contact: {},
        address: {},
        shipment: {},
        paymentMethod: 'CARD',
        paymentKind: 'ONLINE_PREPAID',
        promotionCode: null,
        subtotalMinor: 1000,
        discountMinor: 0,
        shippingMinor: 0,
        vatMinor: 174,
        totalMinor: 1000,
        trackingNumber: null,
        shipmentState: null,
        attribution: null,
        createdAt: 1,
        updatedAt: 1,
      })
      await insertOrderLines(
        app.db,
        await Promise.all(
          designIds.map(async (d) => ({
            orderId: id,
            articleId: await articleOf(d),
            articleName: 'Taza',
            designId: d,
            designName: `Design ${d}`,
            quantity: 1,
            unitPriceMinor: 1000,
            lineTotalMinor: 1000,
            urlPreview: `/media/design/${d}/320.webp`,
          })),
        ),
      )
    }
    await order('c'.repeat(26), [one!.id])
    await order('d'.repeat(26), [one!.id, two!.id])
    const s = await shopper(app, 'tz-es.localhost')
    await s.signIn(demoEmail('TZ-ES', 'customer'), DEMO_PASSWORD)
    const reviewsBefore = (await app.request('tz-es.localhost', one!.path)).text.match(/data-testid="design-review"/g)
    for (const [publicId, text] of [
      ['c'.repeat(26), 'Mi diseño favorito, la taza quedó perfecta.'],
      ['d'.repeat(26), 'Dos tazas distintas, las dos muy bonitas.'],
    ])
      expect((await s.post('/reviews', { order: publicId, rating: 5, text })).status).toBe(200)
    for (const r of await listReviews(app.db, { brandSlug: 'TZ-ES', status: 'PENDING' }))
      await moderateReview(app.db, r.id, 'PUBLISHED')
    const page = (await app.request('tz-es.localhost', one!.path)).text
    expect(page).toContain('Mi diseño favorito, la taza quedó perfecta.')
    expect(page).not.toContain('Dos tazas distintas')
    expect(page.match(/data-testid="design-review"/g)?.length).toBe((reviewsBefore?.length ?? 0) + 1)
    expect((await app.request('tz-es.localhost', two!.path)).text).not.toContain('Dos tazas distintas')
    const all = (await app.request('tz-es.localhost', '/reviews')).text
    expect(all).toContain('Dos tazas distintas, las dos muy bonitas.')
    expect(all).toContain(`href="${one!.path}"`)
  })
})

describe('video badges', () => {
  test('no list marks a design as a video: no design has one', async () => {
    for (const { host, prefix } of SITES.slice(0, 3)) {
      for (const path of [prefix || '/', ...(await listPages(host, prefix))]) {
        const html = (await app.request(host, path)).text
        expect(html, `${host}${path}`).not.toContain('class="badge"')
      }
    }
  })
})
