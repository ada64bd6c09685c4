import { describe, expect, test } from 'vitest'
import { publicTenantIn, siteDisplayName, siteDisplayNameOf, type PublicTenant } from './tenant.js'

const brand = { displayName: 'WallPix España' }
const lu = {
  code: 'lu',
  displayName: 'WallPix Luxemburg' as string | null,
  languages: [
    { language: 'de' as const, hreflang: 'de-LU', pathPrefix: null, displayName: null },
    {
      language: 'fr' as const,
      hreflang: 'fr-LU',
      pathPrefix: 'fr',
      displayName: 'WallPix Luxembourg' as string | null,
    },
  ],
}

describe('a site names itself in the language asked', () => {
  test("the language's own name, else the site's, else the brand's", () => {
    expect(siteDisplayName({ brand, site: lu }, 'fr')).toBe('WallPix Luxembourg')
    expect(siteDisplayName({ brand, site: lu }, 'de')).toBe('WallPix Luxemburg')
    expect(siteDisplayName({ brand, site: { ...lu, displayName: null } }, 'de')).toBe('WallPix España')
    // A language the site does not have (an old order's) takes the site's name.
    expect(siteDisplayName({ brand, site: lu }, 'it')).toBe('WallPix Luxemburg')
  })

  test('by site code, for mails about a stored order or ticket', () => {
    const file = { ...brand, sites: [lu] } as unknown as Parameters<typeof siteDisplayNameOf>[0]
    expect(siteDisplayNameOf(file, 'lu', 'fr')).toBe('WallPix Luxembourg')
    expect(siteDisplayNameOf(file, 'xx', 'fr')).toBe('WallPix España')
  })

  test("the browser's tenant takes the page language's name and stays the same object when nothing changes", () => {
    const pt = {
      brand: {},
      site: {
        displayName: 'WallPix Luxemburg',
        languages: [
          { language: 'de', hreflang: 'de-LU', pathPrefix: null, displayName: 'WallPix Luxemburg' },
          { language: 'fr', hreflang: 'fr-LU', pathPrefix: 'fr', displayName: 'WallPix Luxembourg' },
        ],
      },
    } as unknown as PublicTenant
    expect(publicTenantIn(pt, 'fr').site.displayName).toBe('WallPix Luxembourg')
    expect(publicTenantIn(publicTenantIn(pt, 'fr'), 'de').site.displayName).toBe('WallPix Luxemburg')
    expect(publicTenantIn(pt, 'de')).toBe(pt)
  })
})
