import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { stringify } from '@brillout/json-serializer/stringify'
import { parse } from '@brillout/json-serializer/parse'
import Wrapper from '../../pages/+Wrapper.js'
import { markPageHydrated, pageHydrated } from '../../components/client/page-hydrated.js'

// Decision 044: the framework is used as released, except for the one small Vike patch left in patches/ (Route
// Strings kept compiled, infinite-loop trackers cleaned once a second; docs/upstream/vike-route-string-cache.md).
// These pin the answers the page path relies on: Vike's serializer for what passToClient sends, the kept patch, the
// tag injection that decisions 034 and 037 checked byte for byte, and our own +Wrapper that makes hydration yield.
const vikeModule = (path: string) => import(pathToFileURL(resolve('node_modules/vike/dist', path)).href)

describe('@brillout/json-serializer (what passToClient sends)', () => {
  test('serializes and parses back special values, escaping for a script element', () => {
    const value = { a: [1, { b: new Date(0), c: undefined, d: '</script>' }], m: new Map([[1, 2]]), s: '!x' }
    const text = stringify(value)
    expect(text).toBe(
      '{"a":[1,{"b":"!Date:1970-01-01T00:00:00.000Z","c":"!undefined","d":"\\u003c\\/script>"}],"m":"!Map:[[1,2]]","s":"!!x"}',
    )
    expect(parse(text)).toEqual(value)
  })

  test('a function still names its whole path in the error', () => {
    expect(() => stringify({ x: { y: [0, () => 1] } }, { valueName: 'pageContext' })).toThrow(
      "cannot serialize pageContext.x.y[1] because it's a function",
    )
    expect(() => stringify({ list: [{ deep: { f() {} } }] }, { valueName: 'data' })).toThrow(
      "cannot serialize data.list[0].deep.f because it's a function",
    )
  })
})

describe('@brillout/json-serializer (plain JSON as JSON.stringify writes it, decision 037)', () => {
  // The replacer's own answer, for comparing: a user replacer that never replaces keeps the original path.
  const viaReplacer = (value: unknown) => stringify(value, { replacer: () => undefined })

  test('plain values are written exactly as the replacer writes them', () => {
    const values: unknown[] = [
      { tenant: { brand: { slug: 'WPX-ES', ok: true, n: 0 }, list: [1, -0, 2.5, null, 'a/b', '</script>'] } },
      [],
      {},
      'text',
      12,
      null,
      Object.assign(Object.create(null) as object, { a: 1 }),
      { deep: { er: { and: [[[{ deeper: 'x' }]]] } } },
    ]
    for (const value of values) expect(stringify(value)).toBe(viaReplacer(value))
  })

  test('every value the replacer tags still goes through it, also deep inside plain objects', () => {
    const tagged: [unknown, string][] = [
      [{ a: undefined }, '{"a":"!undefined"}'],
      [{ a: [1, undefined] }, '{"a":[1,"!undefined"]}'],
      [{ a: NaN }, '{"a":"!NaN"}'],
      [{ a: -Infinity }, '{"a":"!-Infinity"}'],
      [{ a: { b: new Date(0) } }, '{"a":{"b":"!Date:1970-01-01T00:00:00.000Z"}}'],
      [{ a: [{ s: '!bang' }] }, '{"a":[{"s":"!!bang"}]}'],
      [{ m: new Set([1]) }, '{"m":"!Set:[1]"}'],
      [{ b: 10n }, '{"b":"!BigInt:10"}'],
    ]
    for (const [value, text] of tagged) {
      expect(stringify(value)).toBe(text)
      expect(parse(stringify(value))).toEqual(value)
    }
    let deep: unknown = 'leaf'
    for (let i = 0; i < 100; i++) deep = { d: deep }
    expect(stringify(deep)).toBe(viaReplacer(deep))
  })

  test('functions, React elements and cycles still fail with the path named', () => {
    expect(() => stringify({ a: { f() {} } }, { valueName: 'pageContext' })).toThrow('pageContext.a.f')
    expect(() => stringify({ el: { $$typeof: Symbol.for('react.element') } }, { forbidReactElements: true })).toThrow(
      /React element/,
    )
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => stringify(cyclic)).toThrow()
  })
})

describe('vike (Route Strings compiled once by the kept patch; tags injected as decisions 034 and 037 checked)', () => {
  test('Route Strings match the same way on the first and every later call', async () => {
    const { resolveRouteString } = await vikeModule('shared-server-client/route/resolveRouteString.js')
    for (let i = 0; i < 2; i++) {
      expect(resolveRouteString('/design/@slug/@id', '/design/rosas/15')).toEqual({
        routeParams: { slug: 'rosas', id: '15' },
      })
      expect(resolveRouteString('/design/@slug/@id', '/design/rosas')).toBeNull()
      expect(resolveRouteString('/t/@slug', '/t/econ%C3%B3micos/')).toEqual({
        routeParams: { slug: 'econ%C3%B3micos' },
      })
      expect(resolveRouteString('/help/*', '/help/a/b')).toEqual({ routeParams: { '*': 'a/b' } })
      expect(resolveRouteString('/', '/')).toEqual({ routeParams: {} })
    }
    expect(() => resolveRouteString('no-slash', '/')).toThrow(/Route String/)
    expect(() => resolveRouteString('no-slash', '/')).toThrow(/Route String/)
  })

  test('HTML fragments land after the first opening and before the last closing tag, indented as before', async () => {
    const { injectAtOpeningTag, injectAtClosingTag } = await vikeModule(
      'server/runtime/renderPageServer/html/injectAssets/injectHtmlTags.js',
    )
    const page = '<html>\n  <head>\n  </head>\n  <body>\n    <div id="root"><p>a</p></div>\n  </body>\n</html>'
    expect(injectAtOpeningTag('head', page, '<link rel="x">')).toBe(
      '<html>\n  <head>\n    <link rel="x">\n  </head>\n  <body>\n    <div id="root"><p>a</p></div>\n  </body>\n</html>',
    )
    expect(injectAtClosingTag('body', page, '<script src="a.js"></script>')).toBe(
      '<html>\n  <head>\n  </head>\n  <body>\n    <div id="root"><p>a</p></div>\n    <script src="a.js"></script>\n  </body>\n</html>',
    )
    const oneLine = '<!DOCTYPE html><html><head></head><body><div id="root"></body></div></body></html>'
    expect(injectAtClosingTag('body', oneLine, '<script></script>')).toBe(
      '<!DOCTYPE html><html><head></head><body><div id="root"></body></div><script></script></body></html>',
    )
  })

  test('the kept tag expressions answer for every page, also after a page without the tag (decision 037)', async () => {
    const { createHtmlHeadIfMissing } = await vikeModule(
      'server/runtime/renderPageServer/html/injectAssets/injectHtmlTags.js',
    )
    const bare = '<html><body><p>a</p></body></html>'
    const withHead = '<html><HEAD lang="x"></HEAD><body></body></html>'
    for (let i = 0; i < 2; i++) {
      expect(createHtmlHeadIfMissing(bare)).toBe('<html><head></head><body><p>a</p></body></html>')
      expect(createHtmlHeadIfMissing(withHead)).toBe(withHead)
    }
  })

  test('a fragment lands at the asset placeholder when a page has one, and at the tags when not', async () => {
    const { injectHtmlTags } = await vikeModule('server/runtime/renderPageServer/html/injectAssets/injectHtmlTags.js')
    const tags = [{ htmlTag: '<link rel="x">', position: 'HTML_BEGIN' }]
    expect(
      injectHtmlTags('<html><head></head><body>__VITE_PLUGIN_SSR__ASSETS_FIRST__</body></html>', tags, 'HTML_BEGIN'),
    ).toBe('<html><head></head><body><link rel="x"></body></html>')
    expect(injectHtmlTags('<html><head></head><body></body></html>', tags, 'HTML_BEGIN')).toBe(
      '<html><head><link rel="x"></head><body></body></html>',
    )
  })
})

describe('pages/+Wrapper.tsx (hydration that yields, decisions 036 and 044)', () => {
  test('the page is rendered inside one Suspense boundary, and nothing else is added', () => {
    const page = createElement('main', null, createElement('p', null, 'a'))
    expect(renderToString(createElement(Wrapper, null, page))).toBe('<!--$--><main><p>a</p></main><!--/$-->')
  })

  test('what waits for the page to be hydrated goes on once the boundary reports it', async () => {
    let done = false
    void pageHydrated.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    markPageHydrated()
    await pageHydrated
    expect(done).toBe(true)
  })
})
