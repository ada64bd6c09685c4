import { describe, expect, test } from 'vitest'
import { languageOfPath, localizePath, resolvePath, type SiteRouting } from './locale-path.js'

const es: SiteRouting = { languages: [{ language: 'es', pathPrefix: null }] }
const lu: SiteRouting = {
  languages: [
    { language: 'de', pathPrefix: null },
    { language: 'fr', pathPrefix: 'fr' },
  ],
}

describe('resolvePath', () => {
  test('default language needs no prefix', () => {
    expect(resolvePath('/cart', es)).toEqual({ kind: 'page', language: 'es', prefix: '', logicalPath: '/cart' })
    expect(resolvePath('/', es)).toEqual({ kind: 'page', language: 'es', prefix: '', logicalPath: '/' })
  })
  test('Luxembourg serves French under /fr', () => {
    expect(resolvePath('/fr/cart', lu)).toEqual({ kind: 'page', language: 'fr', prefix: '/fr', logicalPath: '/cart' })
    expect(resolvePath('/fr', lu)).toEqual({ kind: 'page', language: 'fr', prefix: '/fr', logicalPath: '/' })
    expect(resolvePath('/cart', lu)).toMatchObject({ language: 'de', logicalPath: '/cart' })
  })
  test('a locale prefix the site does not allow is refused', () => {
    expect(resolvePath('/fr/cart', es)).toEqual({ kind: 'locale-not-allowed' })
    expect(resolvePath('/de/cart', lu)).toEqual({ kind: 'locale-not-allowed' })
    expect(resolvePath('/es', es)).toEqual({ kind: 'locale-not-allowed' })
  })
  test('translated section segments map to their logical route', () => {
    expect(resolvePath('/informacion-cookies', es)).toMatchObject({ logicalPath: '/_section/cookies-info' })
    expect(resolvePath('/legal/privacidad', es)).toMatchObject({ logicalPath: '/_section/legal/privacy' })
    expect(resolvePath('/fr/mentions-legales/conditions-generales', lu)).toMatchObject({
      language: 'fr',
      logicalPath: '/_section/legal/terms',
    })
    expect(resolvePath('/rechtliches/agb', lu)).toMatchObject({ language: 'de', logicalPath: '/_section/legal/terms' })
  })
  test('another language’s segment is just a slug, and an unknown legal sub-page has no route', () => {
    expect(resolvePath('/cookie-hinweise', es)).toMatchObject({ logicalPath: '/cookie-hinweise' })
    expect(resolvePath('/legal/impressum', es)).toEqual({ kind: 'no-route' })
  })
  test('the internal section prefix is never reachable directly', () => {
    expect(resolvePath('/_section/legal', es)).toEqual({ kind: 'no-route' })
  })
  test('three fixed paths redirect into the legal section, in the visitor’s language', () => {
    expect(resolvePath('/privacy', es)).toEqual({ kind: 'redirect', to: '/legal/privacidad' })
    expect(resolvePath('/terms', lu)).toEqual({ kind: 'redirect', to: '/rechtliches/agb' })
    expect(resolvePath('/fr/imprint', lu)).toEqual({ kind: 'redirect', to: '/fr/mentions-legales/editeur' })
  })
})

describe('localizePath is the inverse of resolvePath', () => {
  test.each(['/', '/cart', '/_section/blog', '/_section/legal/privacy', '/_section/cookies-info'])(
    '%s round-trips in every LU language',
    (logical) => {
      for (const language of ['de', 'fr'] as const) {
        const visible = localizePath(logical, language, lu)
        expect(resolvePath(visible || '/', lu)).toMatchObject({ kind: 'page', language, logicalPath: logical })
      }
    },
  )
})

describe('languageOfPath (the language an error page speaks)', () => {
  test('the prefix of a secondary language, even when no page answers the path', () => {
    expect(languageOfPath('/fr/no/such/page', lu)).toEqual({ language: 'fr', prefix: '/fr' })
    expect(languageOfPath('/fr', lu)).toEqual({ language: 'fr', prefix: '/fr' })
  })
  test('the default language without a prefix, for a prefix the site does not have, and for a lookalike segment', () => {
    expect(languageOfPath('/t/x', lu)).toEqual({ language: 'de', prefix: '' })
    expect(languageOfPath('/it/t/x', lu)).toEqual({ language: 'de', prefix: '' })
    expect(languageOfPath('/france', lu)).toEqual({ language: 'de', prefix: '' })
    expect(languageOfPath('/fr/x', es)).toEqual({ language: 'es', prefix: '' })
  })
})
