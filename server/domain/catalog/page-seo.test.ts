import { describe, expect, test } from 'vitest'
import { openGraphProperties, paginatedUrl } from './page-seo.js'

describe('paginated URLs', () => {
  test('page 2 and later carry their number; page 1 is the URL itself', () => {
    expect(paginatedUrl('http://a.localhost/t/cats', undefined)).toBe('http://a.localhost/t/cats')
    expect(paginatedUrl('http://a.localhost/t/cats', 1)).toBe('http://a.localhost/t/cats')
    expect(paginatedUrl('http://a.localhost/t/cats', 2)).toBe('http://a.localhost/t/cats?page=2')
    expect(paginatedUrl('http://a.localhost/x?a=1', 3)).toBe('http://a.localhost/x?a=1&page=3')
  })
})

describe('Open Graph', () => {
  test('url, site name, locale, description and image of a page', () => {
    expect(
      openGraphProperties({
        url: 'http://de.wpx-es.localhost/offers',
        description: 'Angebote',
        image: 'http://de.wpx-es.localhost/media/hero/1/1280.jpeg',
        siteName: 'WallPix Deutschland',
        hreflang: 'de-DE',
      }),
    ).toEqual([
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: 'http://de.wpx-es.localhost/offers' },
      { property: 'og:site_name', content: 'WallPix Deutschland' },
      { property: 'og:locale', content: 'de_DE' },
      { property: 'og:description', content: 'Angebote' },
      { property: 'og:image', content: 'http://de.wpx-es.localhost/media/hero/1/1280.jpeg' },
    ])
  })
  test('no description or image: those properties are left out rather than empty', () => {
    const props = openGraphProperties({
      url: 'u',
      description: undefined,
      image: null,
      siteName: 's',
      hreflang: 'es-ES',
    })
    expect(props.map((p) => p.property)).toEqual(['og:type', 'og:url', 'og:site_name', 'og:locale'])
  })
})
