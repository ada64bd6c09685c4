import { describe, expect, test } from 'vitest'
import { scriptsAfterPaint } from './scripts-after-paint.js'

const entry = '<script src="/assets/entries/entry-client-routing.D3G4lY99.js" type="module" async></script>'
const preload = (href: string) => `<link rel="modulepreload" href="${href}" as="script" type="text/javascript">`

describe('scriptsAfterPaint', () => {
  test("Vike's entry tag and its modulepreloads become one bootstrap tag listing them, the rest of the page as it was", () => {
    const html = `<!DOCTYPE html><html><head><title>x</title><link rel="stylesheet" type="text/css" href="/assets/static/a.css"></head><body><div id="root"><p>hi</p></div><script id="vike_pageContext" type="application/json">{"a":1}</script>${entry}${preload('/assets/entries/pages_landing.BFO5485d.js')}${preload('/assets/chunks/chunk-CRNwK6fv.js')}</body></html>`
    expect(scriptsAfterPaint(html)).toBe(
      '<!DOCTYPE html><html><head><title>x</title><link rel="stylesheet" type="text/css" href="/assets/static/a.css"></head><body><div id="root"><p>hi</p></div><script id="vike_pageContext" type="application/json">{"a":1}</script>' +
        '<script src="/start-after-paint.js" data-entry="/assets/entries/entry-client-routing.D3G4lY99.js" data-preload="/assets/entries/pages_landing.BFO5485d.js /assets/chunks/chunk-CRNwK6fv.js" defer></script>' +
        '</body></html>',
    )
  })

  test('a page without the entry tag (or with a page text that only mentions a preload) is left as it is', () => {
    const html = `<html><body><p>${preload('/assets/chunks/x.js').replace(/</g, '&lt;')}</p></body></html>`
    expect(scriptsAfterPaint(html)).toBe(html)
    const withoutEntry = `<html><head>${preload('/assets/chunks/x.js')}</head><body></body></html>`
    expect(scriptsAfterPaint(withoutEntry)).toBe(withoutEntry)
  })

  test('an entry without chunks gets an empty list', () => {
    expect(scriptsAfterPaint(`<body>${entry}</body>`)).toBe(
      '<body><script src="/start-after-paint.js" data-entry="/assets/entries/entry-client-routing.D3G4lY99.js" data-preload="" defer></script></body>',
    )
  })
})
