import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { ResponsiveImage } from './responsive-image.js'

const srcsets = (html: string) => [...html.matchAll(/srcSet="([^"]+)"/gi)].map((m) => m[1])

describe('ResponsiveImage (srcsets kept per picture and width set, decision 037)', () => {
  test('each format offers every width, the fallback is the 640 px JPEG, the box is the largest width', () => {
    const html = renderToStaticMarkup(
      <ResponsiveImage kind="design" id={7} alt="Roses" sizes="50vw" widths={[320, 640]} />,
    )
    expect(srcsets(html)).toEqual([
      '/media/design/7/320.avif?v=2 320w, /media/design/7/640.avif?v=2 640w',
      '/media/design/7/320.webp?v=2 320w, /media/design/7/640.webp?v=2 640w',
      '/media/design/7/320.jpeg?v=2 320w, /media/design/7/640.jpeg?v=2 640w',
    ])
    expect(html).toContain('src="/media/design/7/640.jpeg?v=2"')
    expect(html).toContain('width="640"')
  })

  test('the same picture with other widths, another id or another kind gets its own URLs, also after a first render', () => {
    for (let i = 0; i < 2; i++) {
      const small = renderToStaticMarkup(<ResponsiveImage kind="design" id={7} alt="" sizes="10vw" widths={[160]} />)
      expect(srcsets(small)[2]).toBe('/media/design/7/160.jpeg?v=2 160w')
      expect(small).toContain('src="/media/design/7/160.jpeg?v=2"')
      expect(small).toContain('width="160"')
      const unordered = renderToStaticMarkup(
        <ResponsiveImage kind="design" id={7} alt="" sizes="10vw" widths={[640, 160, 160]} />,
      )
      expect(srcsets(unordered)[2]).toBe('/media/design/7/160.jpeg?v=2 160w, /media/design/7/640.jpeg?v=2 640w')
      const other = renderToStaticMarkup(<ResponsiveImage kind="design" id={8} alt="" sizes="10vw" widths={[160]} />)
      expect(srcsets(other)[2]).toBe('/media/design/8/160.jpeg?v=2 160w')
      const hero = renderToStaticMarkup(<ResponsiveImage kind="hero" id={7} alt="" sizes="10vw" widths={[160]} />)
      expect(srcsets(hero)[2]).toBe('/media/hero/7/160.jpeg?v=2 160w')
    }
  })

  test('an empty width list is refused', () => {
    expect(() => renderToStaticMarkup(<ResponsiveImage kind="design" id={7} alt="" sizes="1vw" widths={[]} />)).toThrow(
      'at least one width',
    )
  })
})
