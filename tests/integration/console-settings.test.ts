import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, currentForm, type ConsoleClient } from '../helpers/staff.js'
import { multipart } from '../helpers/multipart.js'
import * as cq from '../../db/queries/console.js'
import { readTenant } from '../../db/queries/tenants.js'

// Every settings and content form of the console: valid input lands in the draft (and nowhere else); invalid input
// is refused with the field named, and nothing of that form is saved, not even its valid fields.
let app: TestApp
let c: ConsoleClient
let staffId: number

interface Change {
  path: string
  before?: unknown
  after?: unknown
}
type Invalid = { error: { code: string; fields: Record<string, string>; general: string[] } }

const BRAND = '/console/brands/WPX-PL'
const draft = async () => (await c.getJson<{ draft: { changes: Change[] } }>(BRAND)).body.draft.changes
const draftRow = async () => (await cq.findDraft(app.db, staffId, 'WPX-PL'))?.changes ?? null

async function save(path: string, change: Record<string, string | string[] | undefined>) {
  return c.post(path, { ...(await currentForm(c, path)), ...change })
}

/** Posts a change that must be refused: 422 naming `field` (matching `message`), the draft exactly as before. */
async function refused(
  path: string,
  change: Record<string, string | string[] | undefined>,
  field: string,
  message: RegExp,
) {
  const before = JSON.stringify(await draftRow())
  const r = await save(path, change)
  expect(r.status, r.text).toBe(422)
  const body = r.json<Invalid>()
  expect(Object.keys(body.error.fields), JSON.stringify(body.error)).toContain(field)
  expect(body.error.fields[field]).toMatch(message)
  expect(JSON.stringify(await draftRow())).toBe(before)
}

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'marta@staff.example', 'marketer', ['WPX-PL'])
  c = await consoleAs(app, 'marta@staff.example')
  staffId = (await cq.findStaffByEmail(app.db, 'marta@staff.example'))!.id
})
afterAll(() => app?.close())
beforeEach(() => cq.deleteDraft(app.db, staffId, 'WPX-PL'))

describe('general settings', () => {
  const path = `${BRAND}/settings/general`
  test('a valid change goes to the draft only, with the published value as before', async () => {
    const r = await save(path, { displayName: 'WallPix Polska 2026', allowDecimals: undefined, ga4Id: 'G-ABC1234' })
    expect(r.status, r.text).toBe(200)
    expect(await draft()).toEqual([
      { path: 'allowDecimals', before: true, after: false },
      { path: 'analytics.ga4Id', before: null, after: 'G-ABC1234' },
      { path: 'displayName', before: 'WallPix Polska', after: 'WallPix Polska 2026' },
    ])
    expect((await readTenant(app.db, 'WPX-PL'))!.displayName).toBe('WallPix Polska')
    expect((await app.request('wpx-pl.localhost', '/')).text).not.toContain('WallPix Polska 2026')
  })

  test('how codes meet automatic offers is a select with its meaning in a hint; other values are refused', async () => {
    const html = (await c.get(path)).text
    expect(html).toContain('<label for="f-promotionStacking">Promotion codes and automatic offers</label>')
    expect(html).toMatch(/<option value="combine"[^>]*>Combine \(the code applies after the offers\)<\/option>/)
    expect(html).toMatch(/<option value="best"[^>]*>Best for the shopper/)
    expect(html).toContain('whichever saves more, and the cart says which')
    expect((await save(path, { promotionStacking: 'best' })).status).toBe(200)
    expect(await draft()).toEqual([{ path: 'promotionStacking', before: 'combine', after: 'best' }])
    await cq.deleteDraft(app.db, staffId, 'WPX-PL')
    await refused(path, { promotionStacking: 'stack' }, 'promotionStacking', /combine, best/)
  })

  test('an invalid field refuses the whole form: its valid fields are not saved either', async () => {
    await refused(path, { displayName: 'Renamed', ga4Id: 'UA-12345' }, 'ga4Id', /GA4 id must look like G-XXXXXXX/)
    await refused(path, { displayName: '' }, 'displayName', /too small|at least|>=1/i)
    await refused(path, { displayName: 'x'.repeat(61) }, 'displayName', /too big|at most|<=60/i)
    expect(await draft()).toEqual([])
  })

  test('the HTML form shows each error at its field: aria-describedby names it, aria-invalid flags the input', async () => {
    const r = await c.post(path, { ...(await currentForm(c, path)), ga4Id: 'nope' }, { json: false })
    expect(r.status).toBe(422)
    expect(r.text).toContain('<p class="field-error" id="f-ga4Id-error">Error: GA4 id must look like G-XXXXXXX</p>')
    const input = /<input[^>]*id="f-ga4Id"[^>]*>/.exec(r.text)![0]
    for (const attr of [
      'aria-describedby="f-ga4Id-hint f-ga4Id-error"',
      'aria-invalid="true"',
      'value="nope"',
      'name="ga4Id"',
    ])
      expect(input).toContain(attr)
    expect(r.text).toContain('<label for="f-ga4Id">Google Analytics 4 id</label>')
    expect(r.text).toContain('<a href="#f-ga4Id">Google Analytics 4 id: GA4 id must look like G-XXXXXXX</a>')
  })

  test('a JSON client posts the same fields; odd value types are read as text, never a 500', async () => {
    const r = await app.request('admin.localhost', path, {
      method: 'POST',
      headers: {
        cookie: c.cookie,
        origin: 'http://admin.localhost',
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({
        csrfToken: c.csrf,
        displayName: 2026,
        allowDecimals: true,
        guestCheckout: 'on',
        photoPrints: 'on',
        ga4Id: { evil: true },
      }),
    })
    expect(r.status, r.text).toBe(200)
    expect((await draft()).find((x) => x.path === 'displayName')).toEqual({
      path: 'displayName',
      before: 'WallPix Polska',
      after: '2026',
    })
  })

  test('the decimals preview shows a few prices with the real display rule, both variants for the live switch', async () => {
    const page = await c.get(path)
    expect(page.text).toContain('data-price-preview="f-allowDecimals"')
    // WPX-PL allows decimals: 12,99 zł; rounded up without: 13 zł.
    const cell = /<td data-decimals="([^"]+)" data-whole="([^"]+)" data-testid="price-shown">([^<]+)<\/td>/.exec(
      page.text.replace(/&nbsp;|\u00a0/g, ' '),
    )!
    expect(cell.slice(1)).toEqual(['19 zł', '19 zł', '19 zł'])
    expect(page.text).toMatch(/data-decimals="12,99\s?zł" data-whole="13\s?zł"/)
  })
})

describe('theme tokens and logo', () => {
  const path = `${BRAND}/settings/theme`
  test('colours and font go to the draft, lowercased', async () => {
    expect((await save(path, { accentColor: '#A12B3C', font: 'serif' })).status).toBe(200)
    expect(await draft()).toEqual([
      { path: 'themeTokens.accentColor', before: null, after: '#a12b3c' },
      { path: 'themeTokens.font', before: null, after: 'serif' },
    ])
  })

  test('malformed colours, unknown fonts and unreadable contrast are refused at their field', async () => {
    await refused(path, { accentColor: 'red' }, 'accentColor', /colour must be #rrggbb/)
    await refused(path, { font: 'comic-sans' }, 'font', /invalid option/i)
    await refused(path, { accentColor: '#ffe066' }, 'accentColor', /contrasts 1\.\d+:1, at least 4\.5:1/)
    await refused(path, { textColor: '#eeeeee' }, 'textColor', /text and background contrast/)
    await refused(path, { theme: 'neon' }, 'theme', /invalid option/i)
  })

  test('a PNG logo is stored by its hash and put in the draft; SVG and fake images are refused', async () => {
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const ok = await c.multipart(
      `${path}/logo`,
      multipart({ csrfToken: c.csrf }, { field: 'logo', name: 'logo.png', type: 'image/png', data: png }),
    )
    expect(ok.status, ok.text).toBe(200)
    const logo = ok.json<{ logo: { sha256: string; type: string } }>().logo
    expect(logo.type).toBe('image/png')
    expect(await draft()).toEqual([{ path: 'themeTokens.logo', before: null, after: logo }])
    expect((await cq.findBrandAsset(app.db, 'WPX-PL', logo.sha256))?.width).toBe(40)

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    for (const file of [
      { name: 'logo.svg', type: 'image/svg+xml', data: svg },
      { name: 'logo.png', type: 'image/png', data: Buffer.from('not really a png at all') },
    ]) {
      const bad = await c.multipart(`${path}/logo`, multipart({ csrfToken: c.csrf }, { field: 'logo', ...file }))
      expect(bad.status).toBe(422)
      expect(bad.json<Invalid>().error.fields.logo).toMatch(/PNG, JPEG or WebP/)
    }
    const noToken = await c.multipart(
      `${path}/logo`,
      multipart({}, { field: 'logo', name: 'logo.png', type: 'image/png', data: png }),
    )
    expect(noToken.status).toBe(403)
    expect(await draft()).toEqual([{ path: 'themeTokens.logo', before: null, after: logo }])

    // Ticking "remove" takes the uploaded logo out of the draft again.
    expect((await save(path, { removeLogo: 'on' })).status).toBe(200)
    expect(await draft()).toEqual([])
  })
})

describe('legal data', () => {
  const path = `${BRAND}/settings/legal`
  test('valid changes are saved; emptying all bank fields removes the bank account', async () => {
    expect(
      (await save(path, { companyName: 'WallPix PL Sp. z o.o.', iban: '', bic: '', beneficiary: '' })).status,
    ).toBe(200)
    const changes = await draft()
    expect(changes.map((x) => x.path)).toEqual([
      'legal.bankAccount.beneficiary',
      'legal.bankAccount.bic',
      'legal.bankAccount.iban',
      'legal.companyName',
    ])
    expect(changes.find((x) => x.path === 'legal.bankAccount.iban')).toEqual({
      path: 'legal.bankAccount.iban',
      before: 'PL61109010140000071219812874',
    })
  })

  test('a bad email, a malformed IBAN or half a bank account are refused at the field', async () => {
    await refused(path, { email: 'not-an-email' }, 'email', /email/i)
    await refused(path, { iban: 'PL61 1090' }, 'iban', /IBAN in electronic form/)
    await refused(path, { bic: '' }, 'bic', /expected string|required/i)
  })
})

describe('help-center topic lists', () => {
  const path = `${BRAND}/settings/help-center`
  test('the spec defaults are shown and can be changed', async () => {
    const form = await currentForm(c, path)
    expect(form).toMatchObject({
      beforePurchaseCategory: '3',
      beforePurchaseTopics: '90, 23, 25, 27',
      orderCompletedCategory: '',
      orderCompletedTopics: '17, 21, 31, 29',
    })
    expect((await save(path, { beforePurchaseTopics: '23, 90', orderCompletedCategory: '12' })).status).toBe(200)
    expect(await draft()).toEqual([
      { path: 'helpCenter.beforePurchase.topics', before: [90, 23, 25, 27], after: [23, 90] },
      { path: 'helpCenter.orderCompleted.category', before: null, after: 12 },
    ])
  })

  test('bad lists are refused at their field', async () => {
    await refused(
      path,
      { ordersWaitingTopics: '17, twenty' },
      'ordersWaitingTopics',
      /topic numbers separated by commas/,
    )
    await refused(path, { ordersWaitingTopics: '17, 17' }, 'ordersWaitingTopics', /listed twice/)
    await refused(path, { ordersReceivedCategory: '0' }, 'ordersReceivedCategory', /too small|>=1/i)
  })
})

describe('site settings', () => {
  const path = `${BRAND}/sites/pl`
  test('languages, payment methods, carriers and the free-shipping threshold go to the draft', async () => {
    const r = await save(path, {
      languages: ['pl', 'en'],
      defaultLanguage: 'pl',
      paymentMethods: ['CARD', 'BLIK'],
      carriers: ['GLS'],
      freeShippingFrom: '149.00',
    })
    expect(r.status, r.text).toBe(200)
    expect(await draft()).toEqual([
      { path: 'sites.pl.carriers', before: ['DHL_PARCEL', 'GLS', 'UPS'], after: ['GLS'] },
      { path: 'sites.pl.freeShippingFromMinor', before: 19900, after: 14900 },
      {
        path: 'sites.pl.languages',
        before: [{ language: 'pl', hreflang: 'pl-PL', pathPrefix: null, displayName: null }],
        after: [
          { language: 'pl', hreflang: 'pl-PL', pathPrefix: null, displayName: null },
          { language: 'en', hreflang: 'en-PL', pathPrefix: 'en', displayName: null },
        ],
      },
      {
        path: 'sites.pl.paymentMethods',
        before: ['CARD', 'PAYPAL', 'BANK_TRANSFER', 'APPLE_PAY', 'GOOGLE_PAY', 'BLIK'],
        after: ['CARD', 'BLIK'],
      },
    ])
  })

  test('no payment method, an unknown carrier, a default language that is not enabled, a bad amount: refused', async () => {
    await refused(path, { paymentMethods: [] }, 'paymentMethods', /too small|>=1/i)
    await refused(path, { carriers: ['GLS', 'PIGEON'] }, 'carriers', /invalid option/i)
    await refused(
      path,
      { languages: ['en'], defaultLanguage: 'pl' },
      'languages',
      /default language must be one of the enabled/,
    )
    await refused(path, { freeShippingFrom: '12,345.6' }, 'freeShippingFrom', /amount such as 49\.90/)
  })

  test('an unknown site of the brand is 404', async () => {
    expect((await c.get(`${BRAND}/sites/cz`, true)).status).toBe(404)
  })
})

describe('content per language', () => {
  test('a banner’s texts in one language become an override; the shared text is not an override', async () => {
    const path = `${BRAND}/content/banners/christmas?lang=pl`
    expect((await save(path, { title: 'Święta z WallPix', hidden: 'on' })).status).toBe(200)
    expect(await draft()).toEqual([
      { path: 'content.banners.christmas.hidden', after: true },
      { path: 'content.banners.christmas.texts.pl.title', after: 'Święta z WallPix' },
    ])
    // Back to the shared text and unticked: no override left.
    expect((await save(path, { title: 'Święta tuż-tuż', hidden: undefined })).status).toBe(200)
    expect(await draft()).toEqual([])
  })

  test('landing and tag forms save overrides; bad values are refused at their field; offers are no content kind', async () => {
    expect((await save(`${BRAND}/content/landings/christmas-gift-ideas?lang=pl`, { intro: 'Nowy wstęp' })).status).toBe(
      200,
    )
    expect((await save(`${BRAND}/content/tags/infantil?lang=pl`, { name: 'Motywy dla najmłodszych' })).status).toBe(200)
    expect((await draft()).map((x) => x.path)).toEqual([
      'content.landings.christmas-gift-ideas.texts.pl.intro',
      'content.tags.infantil.texts.pl.name',
    ])
    // The brand's own offers have their own section (decision 041), not an override of shared ones.
    expect((await c.get(`${BRAND}/content/offers/mugs-20?lang=pl`, true)).status).toBe(404)
    await refused(`${BRAND}/content/banners/christmas?lang=pl`, { cta: 'x'.repeat(41) }, 'cta', /at most 40/)
  })

  test('a language of none of the brand’s sites, an unknown kind or item is 404', async () => {
    for (const p of [
      `${BRAND}/content/banners?lang=de`,
      `${BRAND}/content/widgets`,
      `${BRAND}/content/banners/nope?lang=pl`,
    ])
      expect((await c.get(p, true)).status, p).toBe(404)
  })
})

describe('promotion codes', () => {
  const path = `${BRAND}/promotions`
  const newCode = {
    code: 'SPRING15',
    kind: 'PERCENT',
    value: '15',
    currency: '',
    minSubtotal: '0.00',
    validFrom: '2026-03-01',
    validTo: '2026-05-31',
  }
  test('a new code, a change and a removal are draft changes', async () => {
    expect((await c.post(path, newCode)).status).toBe(200)
    const added = await draft()
    expect(added.map((x) => x.path)).toEqual([
      'content.promotions.SPRING15.code',
      'content.promotions.SPRING15.currency',
      'content.promotions.SPRING15.kind',
      'content.promotions.SPRING15.maxUses',
      'content.promotions.SPRING15.maxUsesPerEmail',
      'content.promotions.SPRING15.minSubtotalMinor',
      'content.promotions.SPRING15.validFrom',
      'content.promotions.SPRING15.validTo',
      'content.promotions.SPRING15.value',
    ])
    expect(added.find((x) => x.path.endsWith('.validTo'))!.after).toBe(Date.parse('2026-05-31T23:59:59.999Z'))
    expect(added.find((x) => x.path.endsWith('.maxUses'))!.after).toBeNull()
    expect(added.find((x) => x.path.endsWith('.maxUsesPerEmail'))!.after).toBeNull()
    expect((await save(`${path}/WELCOME10`, { value: '12' })).status).toBe(200)
    expect((await c.post(`${path}/SAVE5/delete`)).status).toBe(200)
    const paths = (await draft()).map((x) => x.path)
    expect(paths).toContain('content.promotions.WELCOME10.value')
    // The code's other fields, its limit of uses included, are the same and no change.
    expect(paths).not.toContain('content.promotions.WELCOME10.maxUses')
    expect(paths).not.toContain('content.promotions.WELCOME10.maxUsesPerEmail')
    expect(paths).toContain('content.promotions.SAVE5.kind')
  })

  test('bad codes and values are refused at their field', async () => {
    for (const [change, field, message] of [
      [{ code: 'spring 15' }, 'code', /capital letters/],
      [{ code: 'WELCOME10' }, 'code', /exists already/],
      [{ value: '150' }, 'value', /percentage is at most 100/],
      [{ kind: 'FIXED', value: '500', currency: '' }, 'currency', /fixed amount needs a currency/],
      [{ validTo: '2026-02-01' }, 'validTo', /ends before it starts/],
    ] as const) {
      const r = await c.post(path, { ...newCode, ...change })
      expect(r.status).toBe(422)
      expect(r.json<Invalid>().error.fields[field]).toMatch(message)
    }
    expect(await draftRow()).toBeNull()
  })
})
