import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cookieValue, startTestApp, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, currentForm, type ConsoleClient } from '../helpers/staff.js'
import { runOps, runTenant } from '../helpers/ops-cli.js'
import * as cq from '../../db/queries/console.js'

// Decision 045: a brand's legal and editorial pages and blog are rows of the database. The console edits them per
// language through the draft; a live shop starts without them (404, readiness names the legal pages) until ops import
// the brand's texts.

const PL = 'wpx-pl.localhost'
const BRAND = '/console/brands/WPX-PL'
type Invalid = { error: { code: string; fields: Record<string, string>; general: string[] } }

/** The brand's localized terms page, found as a shopper's old link finds it (/terms answers 301 to it). */
async function termsPage(app: TestApp, host: string, preview?: string) {
  const headers: Record<string, string> = preview ? { cookie: `console_preview=${preview}` } : {}
  const moved = await app.request(host, '/terms', { headers })
  expect(moved.status).toBe(301)
  return app.request(host, new URL(String(moved.headers.location), `http://${host}`).pathname, { headers })
}

describe.sequential('the console edits a brand page; the shop serves it once published', () => {
  let app: TestApp
  let marta: ConsoleClient
  let other: ConsoleClient
  const form = `${BRAND}/pages/page/terms?lang=pl`

  beforeAll(async () => {
    app = await startTestApp()
    await addStaff(app, 'marta@staff.example', 'marketer', ['WPX-PL'])
    await addStaff(app, 'karel@staff.example', 'marketer', ['WPX-CZ'])
    marta = await consoleAs(app, 'marta@staff.example')
    other = await consoleAs(app, 'karel@staff.example')
  })
  afterAll(() => app?.close())

  test('the list and the form show the demo texts; the sections are one text of "## heading" blocks', async () => {
    const list = await marta.get(`${BRAND}/pages?lang=pl`)
    expect(list.status).toBe(200)
    expect(list.text).toContain(`href="${form}"`)
    const fields = await currentForm(marta, form)
    expect(fields.title).toBeTruthy()
    expect(String(fields.sections)).toMatch(/^## \S/)
    expect((await termsPage(app, PL)).text).toContain(String(fields.title).replace('{brand}', 'WallPix Polska'))
  })

  test('bad input is refused naming the field, and nothing is saved', async () => {
    const staffId = (await cq.findStaffByEmail(app.db, 'marta@staff.example'))!.id
    const current = await currentForm(marta, form)
    for (const [change, field, message] of [
      [{ title: '' }, 'title', /must not be empty/],
      [{ sections: 'text before any heading\n## H\nbody' }, 'sections', /## heading/],
      [{ sections: '## \nbody' }, 'sections', /must not be empty/],
    ] as const) {
      const r = await marta.post(form, { ...current, ...change })
      expect(r.status, r.text).toBe(422)
      expect(r.json<Invalid>().error.fields[field]).toMatch(message)
    }
    const post = `${BRAND}/pages/blog/spring-news?lang=pl`
    const bad = await marta.post(post, { date: '2026-4-1', title: 'T', summary: 'S', body: 'B' })
    expect(bad.status, bad.text).toBe(422)
    expect(bad.json<Invalid>().error.fields.date).toMatch(/YYYY-MM-DD/)
    expect(await cq.findDraft(app.db, staffId, 'WPX-PL')).toBeUndefined()
  })

  test("another brand's member gets 404 for the pages of a brand they do not manage", async () => {
    expect((await other.get(`${BRAND}/pages?lang=pl`)).status).toBe(404)
    expect((await other.get(form)).status).toBe(404)
    const r = await other.post(form, { title: 'Przejęte', intro: 'x', sections: '## a\nb' })
    expect(r.status).toBe(404)
    expect((await termsPage(app, PL)).text).not.toContain('Przejęte')
  })

  test('a saved page waits in the draft; published, the shop serves it at once and the audit log has it', async () => {
    const current = await currentForm(marta, form)
    const saved = await marta.post(form, {
      ...current,
      title: 'Regulamin sklepu {brand}',
      sections: '## Zamówienia\nSprzedawcą jest {company}.\n\n## Zwroty\nNapisz do {email}.',
    })
    expect(saved.status, saved.text).toBe(200)
    const changes = saved.json<{ draft: { changes: { path: string }[] } }>().draft.changes.map((c) => c.path)
    expect(changes).toEqual(['content.pages.terms.pl.sections', 'content.pages.terms.pl.title'])
    expect((await termsPage(app, PL)).text).not.toContain('Regulamin sklepu')
    // The member's preview shows the draft's page on the shop host, to that browser only.
    const link = new URL((await marta.post(`${BRAND}/preview`, { site: 'pl' })).json<{ url: string }>().url)
    const preview = cookieValue(
      (await app.request(link.hostname, link.pathname + link.search)).setCookies,
      'console_preview',
    )!
    expect((await termsPage(app, PL, preview)).text).toContain('Regulamin sklepu WallPix Polska')
    expect((await termsPage(app, PL)).text).not.toContain('Regulamin sklepu')

    const published = await marta.post(`${BRAND}/publish`)
    expect(published.status, published.text).toBe(200)
    const page = (await termsPage(app, PL)).text
    expect(page).toContain('Regulamin sklepu WallPix Polska')
    expect(page).toContain('Zamówienia')
    expect(page).not.toContain('{company}')
    const { auditId } = published.json<{ auditId: number }>()
    const entry = (await marta.getJson<{ entry: { changes: { path: string }[] } }>(`/console/audit/${auditId}`)).body
      .entry
    expect(entry.changes.map((c) => c.path)).toEqual(changes)
    // Other languages and brands keep their texts.
    expect((await termsPage(app, 'wpx-cz.localhost')).text).not.toContain('Regulamin sklepu')
  })

  test('a new blog post written in the console is listed on the blog once published', async () => {
    const post = `${BRAND}/pages/blog/spring-news?lang=pl`
    const saved = await marta.post(post, {
      date: '2026-05-01',
      title: 'Wiosna w sklepie',
      summary: 'Co nowego',
      body: 'Akapit pierwszy.\n\nAkapit drugi.',
    })
    expect(saved.status, saved.text).toBe(200)
    expect((await marta.post(`${BRAND}/publish`)).status).toBe(200)
    const blog = await app.request(PL, '/blog')
    expect(blog.status).toBe(200)
    expect(blog.text).toContain('Wiosna w sklepie')
    expect(blog.text).toContain('href="/blog/wiosna-w-sklepie"')
    expect((await app.request(PL, '/blog/wiosna-w-sklepie')).text).toContain('Akapit drugi.')
  })
})

describe.sequential('a live shop starts without brand pages', () => {
  let live: TestApp
  let dir: string
  beforeAll(async () => {
    live = await startTestApp({}, { mode: 'live' })
    dir = mkdtempSync(join(tmpdir(), 'brand-pages-'))
  })
  afterAll(async () => {
    await live?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  const missing = 'WPX-PL: no legal pages in pl: terms, privacy, notice, cookies, accessibility'

  test('legal pages and the blog post answer 404; readiness names the legal pages missing', async () => {
    expect((await termsPage(live, PL)).status).toBe(404)
    expect((await live.request(PL, '/about-us')).status).toBe(404)
    const blog = await live.request(PL, '/blog')
    expect(blog.status).toBe(200)
    expect(blog.text).not.toContain('href="/blog/')
    const readiness = await runTenant(live, 'readiness', 'WPX-PL')
    expect(readiness.code).toBe(1)
    expect(readiness.stdout).toContain(missing)
  })

  test('ops import a bad file: refused naming the field, nothing written', async () => {
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify({ pages: { terms: { pl: { title: ' ', intro: 'i', sections: [] } } } }))
    const r = await runOps(live, undefined, 'brand-pages', 'import', 'WPX-PL', file)
    expect(r.code).toBe(1)
    expect(r.stderr).toContain('error: pages.terms.pl.title: must not be empty')
    expect((await termsPage(live, PL)).status).toBe(404)
  })

  test('ops import the legal texts: the pages answer, readiness no longer names them', async () => {
    const page = (title: string) => ({
      title,
      intro: `${title}: {company}`,
      sections: [{ heading: 'Kontakt', body: 'Napisz do {email}.' }],
    })
    const file = join(dir, 'wpx-pl.json')
    writeFileSync(
      file,
      JSON.stringify({
        pages: {
          terms: { pl: page('Regulamin') },
          privacy: { pl: page('Prywatność') },
          notice: { pl: page('Nota prawna') },
          cookies: { pl: page('Pliki cookie') },
        },
      }),
    )
    const r = await runOps(live, undefined, 'brand-pages', 'import', 'WPX-PL', file)
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toContain('imported into WPX-PL: 4 page text(s)')
    expect(r.stdout).not.toContain(missing)
    // The accessibility statement (decision 057) is required too: readiness names it alone, then it is imported.
    expect((await runTenant(live, 'readiness', 'WPX-PL')).stdout).toContain(
      'WPX-PL: no legal pages in pl: accessibility (',
    )
    expect((await live.request(PL, '/accessibility')).status).toBe(301)
    expect((await live.request(PL, '/informacje-prawne/dostepnosc')).status).toBe(404)
    writeFileSync(file, JSON.stringify({ pages: { accessibility: { pl: page('Deklaracja dostępności') } } }))
    const a11y = await runOps(live, undefined, 'brand-pages', 'import', 'WPX-PL', file)
    expect(a11y.code, a11y.stderr).toBe(0)
    expect((await live.request(PL, '/informacje-prawne/dostepnosc')).text).toContain('Deklaracja dostępności')
    const terms = await termsPage(live, PL)
    expect(terms.status).toBe(200)
    expect(terms.text).toContain('Regulamin')
    expect(terms.text).not.toContain('{company}')
    expect((await runTenant(live, 'readiness', 'WPX-PL')).stdout).not.toContain('legal pages')
    expect((await live.request(PL, '/about-us')).status).toBe(404)
  })
})
