import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { stylesheetInliner } from './inline-stylesheets.js'

const link = (href: string) => `<link rel="stylesheet" type="text/css" href="${href}">`

describe('stylesheet inliner', () => {
  const root = mkdtempSync(join(tmpdir(), 'inline-css-'))
  const client = join(root, 'client')
  mkdirSync(join(client, 'assets/static'), { recursive: true })
  writeFileSync(join(client, 'assets/static/shop.A1.css'), 'body{color:red}')
  writeFileSync(join(client, 'assets/static/big.B2.css'), `a{b:${'x'.repeat(200)}}`)
  writeFileSync(join(client, 'assets/static/odd.C3.css'), 'a::after{content:"</style><script>"}')
  writeFileSync(join(root, 'secret.css'), 'not a build file')
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const inline = stylesheetInliner(client, 100)

  it("puts a build stylesheet's text in the page and keeps a disabled link for the client router", () => {
    expect(inline(`<head>${link('/assets/static/shop.A1.css')}<title>x</title></head>`)).toBe(
      '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/static/shop.A1.css" disabled><title>x</title></head>',
    )
  })

  it('leaves a link alone when the file is missing, too large or would close the style element', () => {
    for (const href of ['/assets/static/gone.D4.css', '/assets/static/big.B2.css', '/assets/static/odd.C3.css'])
      expect(inline(link(href))).toBe(link(href))
  })

  it('reads nothing outside the build folder and no link other than the ones Vike writes', () => {
    const outside = link('/assets/static/../../../secret.css')
    expect(inline(outside)).toBe(outside)
    const theme = '<link rel="stylesheet" href="/theme.css?v=abc">'
    expect(inline(theme)).toBe(theme)
  })
})
