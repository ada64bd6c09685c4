import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readTenant } from '../../db/queries/tenants.js'
import * as cq from '../../db/queries/console.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'
import { tenantFiles } from '../../tenants/index.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { addStaff, consoleAs, currentForm, type ConsoleClient } from '../helpers/staff.js'

// Issue 17: the 17 country sites of WPX-ES all called themselves "WallPix España". Each site now has its own display
// name (tenant config, ops CLI, console site form), and the brand's name shows only where a site has none.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app?.close())

const DE = 'de.wpx-es.localhost'
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )
const wpxEs = tenantFiles.find((t) => t.slug === 'WPX-ES')!

/** Registers on `host` and returns the mail it sends, once the mail job has run. */
async function registrationMail(host: string, fields: { email: string } & Record<string, string>) {
  const s = await shopper(app, host)
  const res = await s.post('/api/auth/register', { ...fields, csrfToken: await s.csrf(), json: 'true' })
  expect(res.status, res.text).toBe(200)
  app.jobs.kick()
  await app.jobs.idle()
  return app.outbox().find((m) => m.to === fields.email)!
}

describe('every site of WPX-ES goes by its own name', () => {
  test.each(wpxEs.sites.map((s) => ({ host: s.hosts[0]!, name: s.displayName ?? wpxEs.displayName })))(
    '$host: header and title say $name',
    async ({ host, name }) => {
      const res = await app.request(host, '/')
      expect(res.status).toBe(200)
      expect(res.text).toContain(`data-testid="brand-name">${name}<`)
      expect(title(res.text)).toMatch(new RegExp(` · ${name}$`))
    },
  )

  test('the German site never calls itself WallPix España (home, design page JSON-LD brand and breadcrumbs)', async () => {
    const home = (await app.request(DE, '/')).text
    expect(home).toContain('WallPix Deutschland')
    expect(home).not.toContain('WallPix España')
    const design = /href="(\/design\/[^/"]+\/\d+)"/.exec(home)![1]!
    const page = (await app.request(DE, design)).text
    expect(page).not.toContain('WallPix España')
    const items = jsonLd(page)
    const product = items.find((i) => i['@type'] === 'Product') as { brand: { name: string } }
    expect(product.brand.name).toBe('WallPix Deutschland')
    const crumbs = items.find((i) => i['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] }
    expect(crumbs.itemListElement[0]!.name).toBe('WallPix Deutschland')
    // The Spanish site keeps the brand's own name.
    expect((await app.request('wpx-es.localhost', '/')).text).toContain('data-testid="brand-name">WallPix España<')
  })

  test('a mail sent from the German site comes from WallPix Deutschland', async () => {
    const mail = await registrationMail(DE, {
      email: 'neu@example.de',
      password: 'ein ausreichend langes Passwort',
      firstName: 'Nina',
    })
    expect(mail.from).toMatch(/^WallPix Deutschland </)
    expect(mail.subject).toContain('WallPix Deutschland')
    expect(`${mail.subject}\n${mail.text}`).not.toContain('WallPix España')
  })
})

// Issue 32 item 8: a French page of the Luxembourg site called itself "WallPix Luxemburg", the German name.
describe('a site with two languages goes by its name in each', () => {
  const LU = 'lu.wpx-es.localhost'

  test.each([
    { path: '/', name: 'WallPix Luxemburg', other: 'WallPix Luxembourg' },
    { path: '/fr', name: 'WallPix Luxembourg', other: 'WallPix Luxemburg' },
    { path: '/fr/about-us', name: 'WallPix Luxembourg', other: 'WallPix Luxemburg' },
    // An error page rendered before routing finished takes the path's language, and its name.
    { path: '/fr/no-such-page', name: 'WallPix Luxembourg', other: 'WallPix Luxemburg' },
  ])('$path: header, title and text say $name, never $other', async ({ path, name, other }) => {
    const res = await app.request(LU, path)
    expect(res.text).toContain(`<span class="sr-only">${name}</span>`)
    if (res.status === 200) expect(title(res.text)).toMatch(new RegExp(` · ${name}$`))
    if (path === '/' || path === '/fr') expect(res.text).toContain(`data-testid="brand-name">${name}<`)
    // The page's data for the browser lists every language's name (for client-side moves between them); what is
    // shown never says the other language's.
    expect(res.text.replace(/<script id="vike_pageContext"[^]*?<\/script>/, '')).not.toContain(other)
  })

  test('a mail asked for from a French page comes from WallPix Luxembourg', async () => {
    const mail = await registrationMail(LU, {
      email: 'nouveau@example.lu',
      password: 'un mot de passe assez long',
      firstName: 'Luc',
      callbackUrl: '/fr/accounts',
    })
    expect(mail.from).toMatch(/^WallPix Luxembourg </)
    expect(`${mail.subject}\n${mail.text}`).not.toContain('WallPix Luxemburg')
  })

  test('ops name a language through the tenant CLI path; null falls back to the site name', async () => {
    const path = 'languages.1.displayName'
    const set = await setSetting(app.db, { brand: 'WPX-ES', site: 'lu' }, path, 'WallPix Luxembourg FR')
    expect(set).toMatchObject({ ok: true, value: { before: 'WallPix Luxembourg', after: 'WallPix Luxembourg FR' } })
    await app.registry.reload()
    expect((await app.request(LU, '/fr')).text).toContain('data-testid="brand-name">WallPix Luxembourg FR<')
    expect(await setSetting(app.db, { brand: 'WPX-ES', site: 'lu' }, path, null)).toMatchObject({ ok: true })
    await app.registry.reload()
    expect((await app.request(LU, '/fr')).text).toContain('data-testid="brand-name">WallPix Luxemburg<')
    const bad = await setSetting(app.db, { brand: 'WPX-ES', site: 'lu' }, path, 'a<b')
    expect(bad.ok ? '' : bad.error.message).toMatch(/sites\.lu\.languages\.1\.displayName: .*one line/)
    expect(await setSetting(app.db, { brand: 'WPX-ES', site: 'lu' }, path, 'WallPix Luxembourg')).toMatchObject({
      ok: true,
    })
    await app.registry.reload()
  })
})

describe('ops set a site name through the tenant CLI path', () => {
  test('set, served at once; null falls back to the brand name', async () => {
    const set = await setSetting(app.db, { brand: 'WPX-ES', site: 'at' }, 'displayName', 'WallPix Austria')
    expect(set).toMatchObject({ ok: true, value: { before: 'WallPix Österreich', after: 'WallPix Austria' } })
    await app.registry.reload()
    expect((await app.request('at.wpx-es.localhost', '/')).text).toContain('data-testid="brand-name">WallPix Austria<')
    expect(await setSetting(app.db, { brand: 'WPX-ES', site: 'at' }, 'displayName', null)).toMatchObject({ ok: true })
    await app.registry.reload()
    expect((await app.request('at.wpx-es.localhost', '/')).text).toContain('data-testid="brand-name">WallPix España<')
  })

  test.each([
    ['', /sites\.at\.displayName: .*at least 1 character/],
    ['x'.repeat(61), /sites\.at\.displayName: .*at most 60/],
    ['Two\nlines', /sites\.at\.displayName: .*one line/],
    [42, /sites\.at\.displayName: .*string/],
  ])('a bad name (%j) is refused naming the field, nothing written', async (value, message) => {
    const before = JSON.stringify(await readTenant(app.db, 'WPX-ES'))
    const r = await setSetting(app.db, { brand: 'WPX-ES', site: 'at' }, 'displayName', value)
    expect(r.ok).toBe(false)
    expect(r.ok ? '' : r.error.message).toMatch(message)
    expect(JSON.stringify(await readTenant(app.db, 'WPX-ES'))).toBe(before)
  })
})

describe('marketers set a site name in the console site form', () => {
  let c: ConsoleClient
  const path = '/console/brands/WPX-ES/sites/ch'
  beforeAll(async () => {
    await addStaff(app, 'lea@staff.example', 'marketer', ['WPX-ES'])
    c = await consoleAs(app, 'lea@staff.example')
  })

  test('the form shows the name; a change goes to the draft; a blank one means the brand name', async () => {
    const form = await currentForm(c, path)
    expect(form.displayName).toBe('WallPix Schweiz')
    const r = await c.post(path, { ...form, displayName: 'WallPix Suisse' })
    expect(r.status, r.text).toBe(200)
    const staffId = (await cq.findStaffByEmail(app.db, 'lea@staff.example'))!.id
    expect((await cq.findDraft(app.db, staffId, 'WPX-ES'))?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'sites.ch.displayName', before: 'WallPix Schweiz', after: 'WallPix Suisse' }),
      ]),
    )
    const blank = await c.post(path, { ...form, displayName: '' })
    expect(blank.status, blank.text).toBe(200)
    expect((await cq.findDraft(app.db, staffId, 'WPX-ES'))?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'sites.ch.displayName', before: 'WallPix Schweiz', after: null }),
      ]),
    )
  })

  test('a bad name is refused with the field named, the draft unchanged', async () => {
    const staffId = (await cq.findStaffByEmail(app.db, 'lea@staff.example'))!.id
    const before = JSON.stringify(await cq.findDraft(app.db, staffId, 'WPX-ES'))
    const r = await c.post(path, { ...(await currentForm(c, path)), displayName: 'x'.repeat(61) })
    expect(r.status, r.text).toBe(422)
    const body = r.json<{ error: { fields: Record<string, string> } }>()
    expect(body.error.fields.displayName).toMatch(/at most 60/)
    expect(JSON.stringify(await cq.findDraft(app.db, staffId, 'WPX-ES'))).toBe(before)
  })

  test('a site with two languages shows a name input per language; the names go to the draft', async () => {
    const lu = '/console/brands/WPX-ES/sites/lu'
    const form = await currentForm(c, lu)
    expect(form.siteName_de).toBe('')
    expect(form.siteName_fr).toBe('WallPix Luxembourg')
    expect(await currentForm(c, path)).not.toHaveProperty('siteName_de')
    const r = await c.post(lu, { ...form, siteName_de: 'WallPix Lëtzebuerg' })
    expect(r.status, r.text).toBe(200)
    const staffId = (await cq.findStaffByEmail(app.db, 'lea@staff.example'))!.id
    const expectedLanguages = [
      { language: 'de', hreflang: 'de-LU', pathPrefix: null, displayName: 'WallPix Lëtzebuerg' },
      { language: 'fr', hreflang: 'fr-LU', pathPrefix: 'fr', displayName: 'WallPix Luxembourg' },
    ]
    expect((await cq.findDraft(app.db, staffId, 'WPX-ES'))?.changes).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'sites.lu.languages', after: expectedLanguages })]),
    )
    const bad = await c.post(lu, { ...form, siteName_fr: 'x'.repeat(61) })
    expect(bad.status, bad.text).toBe(422)
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.languages).toMatch(/at most 60/)
  })
})
