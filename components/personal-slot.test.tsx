import { gunzipSync } from 'node:zlib'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { PersonalSlot } from './personal-slot.js'
import { ANONYMOUS_VIEW, type PersonalView } from '../server/domain/session/personal-view.js'
import { gzipParts, parseTemplate, personalBody, renderForView, TemplateError } from '../server/http/personal-splice.js'

const CONSENTED = { isConsentGiven: true, isAnalyticsAccepted: false, isAdsAccepted: true, consentVersion: '2026-11' }

/** A page as the server renders it: every slot variant, marked, with stand-in texts. */
function Page({ view }: { view: PersonalView | null }) {
  return (
    <div>
      <PersonalSlot name="consent" view={view}>
        {(v) => v === 'ask' && <section id="banner">Cookies?</section>}
      </PersonalSlot>
      <p>
        Shop{' '}
        <PersonalSlot name="account" view={view}>
          {(v, t) =>
            v === 'guest' ? (
              <a href="/login">Sign in</a>
            ) : (
              <a href="/accounts/home">{v === 'named' ? `Hi, ${t.firstName}` : 'My account'}</a>
            )
          }
        </PersonalSlot>
      </p>
      <PersonalSlot name="cart" view={view}>
        {(v, t) =>
          v === 'some' && (
            <span className="cart-count" title={t.cartItemCount}>
              {t.cartItemCount}
            </span>
          )
        }
      </PersonalSlot>
    </div>
  )
}

const document = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`
const VIEWS: PersonalView[] = [
  ANONYMOUS_VIEW,
  { ...ANONYMOUS_VIEW, ...CONSENTED },
  { ...CONSENTED, cartItemCount: 12, account: { firstName: '<Zoë & "Jo">' } },
  { ...ANONYMOUS_VIEW, account: { firstName: null } },
]

describe('one shared template, each visitor’s own parts', () => {
  const template = parseTemplate(document(renderToString(<Page view={null} />)))

  test.each(VIEWS)('the spliced page is what React renders for that visitor (%j)', (view) => {
    const own = renderForView(template, view)
    const direct = document(renderToString(<Page view={view} />))
    // Same markup, plus the view for hydration before </body>; texts escaped (entities may differ, the DOM not).
    const withoutView = own.replace(/<script id="shop-personal" type="application\/json">.*?<\/script>/, '')
    expect(decode(withoutView)).toBe(decode(direct))
    expect(own).not.toContain('shop-slot')
    expect(own).not.toContain('@@pv:')
    expect(JSON.parse(/<script id="shop-personal" type="application\/json">(.*?)<\/script>/.exec(own)![1]!)).toEqual(
      view,
    )
  })

  test('a name cannot close the view script or inject markup', () => {
    const view = { ...ANONYMOUS_VIEW, account: { firstName: '</script><img src=x onerror=alert(1)>' } }
    const own = renderForView(template, view)
    expect(own).not.toContain('<img')
    expect(own.match(/<\/script>/g)).toHaveLength(1)
  })

  test.each(VIEWS)('gzip joined from parts compressed once decodes to the identity bytes (%j)', (view) => {
    const parts = gzipParts(template)
    const bytes = (gzip: boolean) => {
      const body = personalBody(template, parts, view, gzip)
      const joined = Buffer.concat(body.chunks)
      expect(joined.length).toBe(body.length)
      return joined
    }
    const plain = bytes(false)
    expect(plain.toString('utf8')).toBe(renderForView(template, view))
    expect(gunzipSync(bytes(true)).equals(plain)).toBe(true)
  })

  test('an unknown or unclosed slot is a programming error, not a silent leak', () => {
    expect(() => parseTemplate('<shop-slot data-slot="email" data-variant="x">a</shop-slot>')).toThrow(TemplateError)
    expect(() => parseTemplate('<shop-slot data-slot="cart" data-variant="some">a')).toThrow(TemplateError)
  })
})

function decode(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
