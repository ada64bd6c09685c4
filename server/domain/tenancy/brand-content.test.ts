import { describe, expect, test } from 'vitest'
import { emptyOverrides } from './content-schema.js'
import { overlayBanners, overlayTags } from './brand-content.js'

const banners = [
  { key: 'a', id: 1, title: 'A', subtitle: 'a', cta: 'go' },
  { key: 'b', id: 2, title: 'B', subtitle: 'b', cta: 'go' },
]

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
})
