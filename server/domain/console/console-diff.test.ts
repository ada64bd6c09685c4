import { describe, expect, test } from 'vitest'
import wpxEs from '../../../tenants/wpx-es/tenant.js'
import { emptyOverrides } from '../tenancy/content-schema.js'
import { applyChanges, canonical, diffDocs, flattenDoc, type BrandDoc } from './console-diff.js'

const doc: BrandDoc = {
  tenant: wpxEs,
  content: {
    ...emptyOverrides(),
    promotions: [
      {
        code: 'A',
        kind: 'PERCENT',
        value: 10,
        currency: null,
        minSubtotalMinor: 0,
        validFrom: 0,
        validTo: 1,
        maxUses: null,
        maxUsesPerEmail: null,
      },
    ],
    offers: [],
  },
}

describe('brand documents as dot paths', () => {
  test('sites and promotions are addressed by code, lists are single values', () => {
    const flat = flattenDoc(doc)
    expect(flat.get('sites.de.currency')).toBe('EUR')
    expect(flat.get('sites.lu.languages')).toEqual(wpxEs.sites.find((s) => s.code === 'lu')!.languages)
    expect(flat.get('content.promotions.A.value')).toBe(10)
    expect(flat.get('themeTokens.logo')).toBeNull()
  })

  test('diff then apply gives the edited document back, site order kept', () => {
    const edited = applyChanges(doc, [
      { path: 'displayName', after: 'WallPix' },
      { path: 'sites.de.carriers', after: ['GLS'] },
      { path: 'content.banners.christmas.texts.es.title', after: 'Hola' },
      { path: 'content.promotions.A', after: undefined },
    ])
    expect(edited.tenant.sites.map((s) => s.code)).toEqual(wpxEs.sites.map((s) => s.code))
    expect(edited.content).toEqual({
      ...emptyOverrides(),
      banners: { christmas: { texts: { es: { title: 'Hola' } } } },
      promotions: [],
      offers: [],
    })
    const changes = diffDocs(doc, edited)
    expect(changes.map((c) => c.path)).toEqual([
      'content.banners.christmas.texts.es.title',
      'content.promotions.A.code',
      'content.promotions.A.currency',
      'content.promotions.A.kind',
      'content.promotions.A.maxUses',
      'content.promotions.A.maxUsesPerEmail',
      'content.promotions.A.minSubtotalMinor',
      'content.promotions.A.validFrom',
      'content.promotions.A.validTo',
      'content.promotions.A.value',
      'displayName',
      'sites.de.carriers',
    ])
    expect(canonical(applyChanges(doc, changes))).toBe(canonical(edited))
    // And back: the befores restore the original.
    expect(
      canonical(
        applyChanges(
          edited,
          changes.map((c) => ({ path: c.path, after: c.before })),
        ),
      ),
    ).toBe(canonical(doc))
  })

  test('removing the last override leaves no empty shell; a logo is one value', () => {
    const withText = applyChanges(doc, [{ path: 'content.tags.kids.texts.es.name', after: 'Niños' }])
    expect(
      applyChanges(withText, [{ path: 'content.tags.kids.texts.es.name', after: undefined }]).content.tags,
    ).toEqual({})
    const logo = { sha256: 'a'.repeat(64), type: 'image/png' }
    expect(diffDocs(doc, applyChanges(doc, [{ path: 'themeTokens.logo', after: logo }]))).toEqual([
      { path: 'themeTokens.logo', before: null, after: logo },
    ])
  })

  test('canonical JSON ignores key order', () => {
    expect(canonical({ b: 1, a: [{ d: 1, c: 2 }] })).toBe(canonical({ a: [{ c: 2, d: 1 }], b: 1 }))
  })
})
