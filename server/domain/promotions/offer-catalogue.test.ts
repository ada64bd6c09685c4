import { describe, expect, test } from 'vitest'
import { cheapestInScope, offerCatalogueIssues, type OfferBrand, type OfferCatalogue } from './offer-catalogue.js'
import type { OfferDef } from './offer-schema.js'

const brand: OfferBrand = {
  slug: 'WPX-XX',
  sites: [
    { code: 'es', currency: 'EUR' },
    { code: 'ch', currency: 'CHF' },
  ],
}
const row = (
  amountMinor: number,
  currency: string,
  over: Partial<OfferCatalogue['variants'][number]['prices'][number]> = {},
) => ({
  brandSlug: '*',
  siteCode: '*',
  currency,
  minQuantity: 1,
  amountMinor,
  ...over,
})
const cat: OfferCatalogue = {
  articles: [
    { code: 'MUG-CLASSIC', kind: 'MUG', tags: ['love'] },
    { code: 'CANVAS', kind: 'CANVAS', tags: [] },
  ],
  tagKeys: ['love', 'pets'],
  landingKeys: ['mug-designs'],
  variants: [
    // A brand price for EUR overrides every brand's, and its quantity tier is the cheapest copy.
    {
      sku: 'mug-white',
      articleCode: 'MUG-CLASSIC',
      sites: ['*'],
      prices: [
        row(1295, 'EUR'),
        row(1195, 'EUR', { brandSlug: 'WPX-XX' }),
        row(995, 'EUR', { brandSlug: 'WPX-XX', minQuantity: 10 }),
        row(1500, 'CHF'),
      ],
    },
    // Sold on the Swiss site only.
    { sku: 'mug-black', articleCode: 'MUG-CLASSIC', sites: ['ch'], prices: [row(900, 'EUR'), row(1400, 'CHF')] },
    { sku: 'canvas-30', articleCode: 'CANVAS', sites: ['*'], prices: [row(3990, 'EUR'), row(4500, 'CHF')] },
  ],
}
const offer = (over: Partial<OfferDef>): OfferDef => ({
  key: 'o',
  texts: { en: { title: 'O', description: '' } },
  rule: { kind: 'percent', percent: 10 },
  scope: { articles: [], variants: [], kinds: ['MUG'], tags: [] },
  sites: [],
  startsAt: '2026-01-01T00:00',
  endsAt: '2026-02-01T00:00',
  landingKey: null,
  ...over,
})

describe('cheapestInScope', () => {
  test('the lowest step of the ladder that applies per site, only where the variant is sold', () => {
    expect(cheapestInScope(offer({}), brand, cat)).toEqual(
      new Map([
        ['EUR', 995],
        ['CHF', 1400],
      ]),
    )
    expect(cheapestInScope(offer({ sites: ['es'] }), brand, cat)).toEqual(new Map([['EUR', 995]]))
    expect(
      cheapestInScope(offer({ scope: { articles: [], variants: [], kinds: [], tags: [] } }), brand, cat).get('CHF'),
    ).toBe(1400)
  })
})

describe('offerCatalogueIssues', () => {
  test('an amount off above the cheapest copy in scope is refused per currency', () => {
    const issues = offerCatalogueIssues(
      offer({ rule: { kind: 'amount', amounts: { EUR: 996, CHF: 1400 } } }),
      brand,
      cat,
    )
    expect(issues).toEqual([
      {
        path: ['rule', 'amounts', 'EUR'],
        message: '9.96 EUR off is more than the cheapest copy in scope (9.95 EUR): a line would go negative',
      },
    ])
    // A tag scope reaches the article's variants through its designs' tags.
    expect(
      offerCatalogueIssues(
        offer({
          rule: { kind: 'amount', amounts: { CHF: 1450 } },
          scope: { articles: [], variants: [], kinds: [], tags: ['love'] },
        }),
        brand,
        cat,
      ).map((i) => i.path.join('.')),
    ).toEqual(['rule.amounts.CHF'])
  })

  test('unknown scope entries, foreign sites and landing pages are named', () => {
    const issues = offerCatalogueIssues(
      offer({
        scope: { articles: ['NOPE'], variants: ['mug-white', 'x-1'], kinds: ['POSTER'], tags: ['pets', 'ghosts'] },
        sites: ['es', 'pl'],
        landingKey: 'nowhere',
      }),
      brand,
      cat,
    )
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['sites', 'not a site of the brand: pl'],
      ['scope.articles', 'unknown article code: NOPE'],
      ['scope.kinds', 'no article of this kind in the catalogue: POSTER'],
      ['scope.tags', 'unknown tag: ghosts'],
      ['scope.variants', 'unknown variant sku: x-1'],
      ['landingKey', 'unknown landing page: nowhere'],
    ])
    expect(
      offerCatalogueIssues(
        offer({
          rule: { kind: 'free_shipping', fromMinor: { es: 0, pl: 100 } },
          scope: { articles: [], variants: [], kinds: [], tags: [] },
        }),
        brand,
        cat,
      ),
    ).toEqual([{ path: ['rule', 'fromMinor'], message: 'not a site of the brand: pl' }])
    expect(offerCatalogueIssues(offer({ landingKey: 'mug-designs' }), brand, cat)).toEqual([])
  })
})
