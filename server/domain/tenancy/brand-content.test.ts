import { describe, expect, test } from 'vitest'
import { emptyOverrides } from './content-schema.js'
import { overlayBanners, overlayOffers, overlayTags } from './brand-content.js'

const banners = [
  { key: 'a', id: 1, title: 'A', subtitle: 'a', cta: 'go' },
  { key: 'b', id: 2, title: 'B', subtitle: 'b', cta: 'go' },
]
const day = 86_400_000

describe('brand content over the shared catalog', () => {
  test('texts are replaced per language and hidden banners dropped', () => {
    const own = { ...emptyOverrides(), banners: { a: { texts: { cs: { title: 'Á' } } }, b: { hidden: true } } }
    expect(overlayBanners(banners, own, 'cs')).toEqual([{ key: 'a', id: 1, title: 'Á', subtitle: 'a', cta: 'go' }])
    expect(overlayBanners(banners, own, 'pl')).toEqual([banners[0]])
    expect(overlayBanners(banners, emptyOverrides(), 'cs')).toEqual(banners)
  })

  test('tags get the brand’s names', () => {
    const own = { ...emptyOverrides(), tags: { kids: { texts: { es: { name: 'Peques' } } } } }
    expect(overlayTags([{ key: 'kids', name: 'Infantil', id: 3 }], own, 'es')).toEqual([
      { key: 'kids', name: 'Peques', id: 3 },
    ])
  })

  test('offers: the brand’s discount and dates decide what is current, biggest discount first', () => {
    const offers = [
      { key: 'x', discountPercent: 10, validFrom: 0, validTo: 10 * day, title: 'X', description: '' },
      { key: 'y', discountPercent: 20, validFrom: 0, validTo: 10 * day, title: 'Y', description: '' },
      { key: 'z', discountPercent: 30, validFrom: 0, validTo: 10 * day, title: 'Z', description: '' },
    ]
    const own = {
      ...emptyOverrides(),
      offers: { x: { discountPercent: 50 }, y: { validTo: day }, z: { hidden: true } },
    }
    expect(overlayOffers(offers, own, 'es', 2 * day).map((o) => [o.key, o.discountPercent])).toEqual([['x', 50]])
  })
})
