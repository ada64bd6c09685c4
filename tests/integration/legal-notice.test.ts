import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, currentForm, type ConsoleClient } from '../helpers/staff.js'

// Decision 057: the accessibility statement is a legal page of every brand, and the legal notice names the brand's
// register, representative, phone and share capital from its legal data, which the console edits like any setting.

const PL = 'wpx-pl.localhost'
const FR = 'wpx-fr.localhost'
const BRAND = '/console/brands/WPX-PL'
type Invalid = { error: { code: string; fields: Record<string, string>; general: string[] } }

/** The page a fixed old path (/imprint, /accessibility) moves to, as the shopper's browser follows it. */
async function movedPage(app: TestApp, host: string, path: string) {
  const moved = await app.request(host, path)
  expect(moved.status).toBe(301)
  const to = new URL(String(moved.headers.location), `http://${host}`).pathname
  return { path: to, page: await app.request(host, to) }
}

describe.sequential('accessibility statement and legal notice (decision 057)', () => {
  let app: TestApp
  let marta: ConsoleClient

  beforeAll(async () => {
    app = await startTestApp()
    await addStaff(app, 'marta@staff.example', 'marketer', ['WPX-PL'])
    marta = await consoleAs(app, 'marta@staff.example')
  })
  afterAll(() => app?.close())

  test('the accessibility statement answers at its localized path with the brand’s authority and contact', async () => {
    const pl = await movedPage(app, PL, '/accessibility')
    expect(pl.path).toBe('/informacje-prawne/dostepnosc')
    expect(pl.page.status).toBe(200)
    expect(pl.page.text).toContain('Deklaracja dostępności')
    expect(pl.page.text).toContain('WCAG 2.1')
    expect(pl.page.text).toContain('legal@wallpix.pl')
    expect(pl.page.text).toContain('Prezes Państwowego Funduszu Rehabilitacji Osób Niepełnosprawnych')
    expect(pl.page.text).not.toContain('{accessibilityAuthority}')

    const fr = await movedPage(app, FR, '/accessibility')
    expect(fr.path).toBe('/mentions-legales/accessibilite')
    expect(fr.page.text).toContain('Déclaration d&#x27;accessibilité')
    expect(fr.page.text).toContain('DGCCRF')
    expect(fr.page.text).not.toContain('Prezes Państwowego')
  })

  test('every page’s footer links it next to the other legal pages; the sitemap lists it', async () => {
    const home = await app.request(PL, '/')
    expect(home.text).toContain('href="/informacje-prawne/dostepnosc"')
    expect(home.text).toContain('href="/informacje-prawne/nota-prawna"')
    expect((await app.request(FR, '/')).text).toContain('href="/mentions-legales/accessibilite"')
    const sitemap = await app.request(PL, '/sitemap.xml')
    expect(sitemap.text).toContain('/informacje-prawne/dostepnosc</loc>')
  })

  test('the legal notice names the register, representative and share capital of each brand, in its language', async () => {
    const pl = (await movedPage(app, PL, '/imprint')).page.text
    expect(pl).toContain('KRS 0000912345')
    expect(pl).toContain('Katarzyna Wiśniewska (prezes zarządu)')
    expect(pl).toContain('Kapitał zakładowy: 5 000,00 zł.')
    expect(pl).toContain('+48 22 000 01 26')
    const fr = (await movedPage(app, FR, '/imprint')).page.text
    expect(fr).toContain('RCS Paris 852 963 147')
    expect(fr).toContain('Claire Dubois (présidente)')
    expect(fr).toContain('Capital social : 50 000 €.')
    expect(fr).not.toContain('KRS 0000912345')
    for (const page of [pl, fr]) expect(page).not.toMatch(/\{(register|representative|shareCapital|phone)\}/)
  })

  test('a bad register or phone in the console is refused at its field, nothing saved', async () => {
    const path = `${BRAND}/settings/legal`
    const current = await currentForm(marta, path)
    expect(current).toMatchObject({ register: expect.stringContaining('KRS 0000912345') })
    const phone = await marta.post(path, { ...current, phone: '22 000' })
    expect(phone.status, phone.text).toBe(422)
    expect(phone.json<Invalid>().error.fields.phone).toMatch(/phone must be an international number/)
    const register = await marta.post(path, { ...current, register: 'x'.repeat(301) })
    expect(register.status).toBe(422)
    expect(register.json<Invalid>().error.fields.register).toMatch(/register is at most 300 characters/)
    expect(
      (await marta.getJson<{ draft: { changes: unknown[] } }>(BRAND)).body.draft.changes,
      'nothing of a refused form is saved',
    ).toEqual([])
  })

  test('a register edited in the console is published, audited and shown on the notice', async () => {
    const path = `${BRAND}/settings/legal`
    const saved = await marta.post(path, {
      ...(await currentForm(marta, path)),
      register: 'Sąd Rejonowy Poznań-Nowe Miasto i Wilda, KRS 0000777777',
      shareCapital: '',
    })
    expect(saved.status, saved.text).toBe(200)
    expect((await movedPage(app, PL, '/imprint')).page.text).not.toContain('KRS 0000777777')
    const published = await marta.post(`${BRAND}/publish`)
    expect(published.status, published.text).toBe(200)
    const notice = (await movedPage(app, PL, '/imprint')).page.text
    expect(notice).toContain('KRS 0000777777')
    expect(notice).not.toContain('KRS 0000912345')
    // The share capital removed: its section is left out, not shown as "Kapitał zakładowy: ."
    expect(notice).not.toContain('Kapitał zakładowy')
    const { auditId } = published.json<{ auditId: number }>()
    const entry = (
      await marta.getJson<{ entry: { changes: { path: string; before?: unknown; after?: unknown }[] } }>(
        `/console/audit/${auditId}`,
      )
    ).body.entry
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'legal.register',
          after: 'Sąd Rejonowy Poznań-Nowe Miasto i Wilda, KRS 0000777777',
        }),
        expect.objectContaining({ path: 'legal.shareCapital', before: '5 000,00 zł' }),
      ]),
    )
  })
})
