import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cookieValue, startTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, currentForm, type ConsoleClient } from '../helpers/staff.js'
import { shopper } from '../helpers/shopper.js'
import * as cq from '../../db/queries/console.js'
import { readTenant } from '../../db/queries/tenants.js'
import { tablesOf } from '../../db/client.js'
import { openPreview } from '../../server/services/console/preview.js'
import { PREVIEW_LINK_MS } from '../../server/domain/console/staff-rules.js'

// Draft -> preview on the real shop host (that browser only) -> publish (served at once) -> audit -> rollback.
let app: TestApp
let cz: ConsoleClient
let other: ConsoleClient

const SHOP = 'wpx-cz.localhost'
const BRAND = '/console/brands/WPX-CZ'
const SHARED_TITLE = 'Vánoce se blíží'

interface Change {
  path: string
  before?: unknown
  after?: unknown
}
interface Entry {
  id: number
  action: string
  staffEmail: string
  brandSlug: string
  changes: Change[]
  rollbackOf: number | null
  rolledBackBy: number | null
}

async function save(c: ConsoleClient, path: string, change: Record<string, string | string[] | undefined>) {
  const r = await c.post(path, { ...(await currentForm(c, path)), ...change })
  expect(r.status, r.text).toBe(200)
}

/** Opens the console's one-time preview link on the shop host, as the browser would, and returns the preview cookie. */
async function startPreview(c: ConsoleClient, site = 'cz'): Promise<string> {
  const r = await c.post(`${BRAND}/preview`, { site })
  expect(r.status).toBe(200)
  const url = new URL(r.json<{ url: string }>().url)
  expect(url.hostname).toBe(SHOP)
  const opened = await app.request(url.hostname, url.pathname + url.search)
  expect(opened.status).toBe(303)
  expect(opened.headers.location).toBe('/')
  const set = opened.setCookies.find((s) => s.startsWith('console_preview='))!
  expect(set).toMatch(/HttpOnly/i)
  // Single use: the same link again is refused.
  expect((await app.request(url.hostname, url.pathname + url.search)).status).toBe(404)
  return cookieValue(opened.setCookies, 'console_preview')!
}

const home = (cookie?: string) =>
  app.request(SHOP, '/', { headers: cookie ? { cookie: `console_preview=${cookie}` } : {} })
const bannerTitles = (html: string) =>
  [...html.matchAll(/data-testid="banner">[\s\S]*?<strong>([^<]*)<\/strong>/g)].map((m) => m[1])
const themeHref = (html: string) => /<link rel="stylesheet" href="(\/theme\.css\?v=[^"]+)"/.exec(html)?.[1] ?? null

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'cz@staff.example', 'marketer', ['WPX-CZ'])
  await addStaff(app, 'other@staff.example', 'marketer', ['WPX-CZ'])
  cz = await consoleAs(app, 'cz@staff.example')
  other = await consoleAs(app, 'other@staff.example')
})
afterAll(() => app?.close())

describe('draft, preview, publish, rollback', () => {
  let published: Entry
  let preview: string

  test('a draft changes nothing on the shop', async () => {
    await save(cz, `${BRAND}/settings/theme`, { accentColor: '#8e1b3c' })
    await save(cz, `${BRAND}/content/banners/christmas?lang=cs`, { title: 'Vánoce s WallPix' })
    const page = await home()
    expect(bannerTitles(page.text)[0]).toBe(SHARED_TITLE)
    expect(themeHref(page.text)).toBeNull()
    expect(page.text).not.toContain('data-testid="preview-bar"')
  })

  test('the preview link shows the draft on the real shop host to that browser only', async () => {
    preview = await startPreview(cz)
    const page = await home(preview)
    expect(page.status).toBe(200)
    expect(page.text).toContain('data-testid="preview-bar"')
    expect(page.text).toContain('cz@staff.example')
    expect(bannerTitles(page.text)[0]).toBe('Vánoce s WallPix')
    expect(page.headers['cache-control']).toMatch(/no-store/)
    const href = themeHref(page.text)!
    const css = await app.request(SHOP, href, { headers: { cookie: `console_preview=${preview}` } })
    expect(css.headers['content-type']).toMatch(/text\/css/)
    expect(css.headers['cache-control']).toBe('no-store')
    expect(css.text).toContain('--color-primary: #8e1b3c')
    // Everyone else still gets the published shop.
    expect(bannerTitles((await home()).text)[0]).toBe(SHARED_TITLE)
    expect((await app.request(SHOP, '/theme.css')).text).not.toContain('#8e1b3c')
    // The cookie means nothing on another brand's host, nor with a made-up value.
    expect(
      (await app.request('wpx-pl.localhost', '/', { headers: { cookie: `console_preview=${preview}` } })).text,
    ).not.toContain('preview-bar')
    expect((await home('a'.repeat(32))).text).not.toContain('preview-bar')
  })

  test('edits to the draft show in the running preview at once; a link is short-lived and brand-bound', async () => {
    await save(cz, `${BRAND}/content/banners/christmas?lang=cs`, { title: 'Vánoce s WallPix!' })
    expect(bannerTitles((await home(preview)).text)[0]).toBe('Vánoce s WallPix!')
    const r = await cz.post(`${BRAND}/preview`, { site: 'cz' })
    const token = new URL(r.json<{ url: string }>().url).searchParams.get('token')!
    expect((await app.request('wpx-pl.localhost', `/_console-preview?token=${token}`)).status).toBe(404)
    expect(await openPreview(app.db, token, 'WPX-CZ', TEST_NOW + PREVIEW_LINK_MS + 1)).toBeNull()
    expect(await openPreview(app.db, token, 'WPX-CZ', TEST_NOW)).not.toBeNull()
  })

  test('publish: the running shop serves it at once, and the audit log records who, when, before and after', async () => {
    const r = await cz.post(`${BRAND}/publish`)
    expect(r.status, r.text).toBe(200)
    const { auditId } = r.json<{ auditId: number }>()
    const page = await home()
    expect(bannerTitles(page.text)[0]).toBe('Vánoce s WallPix!')
    const href = themeHref(page.text)!
    const css = await app.request(SHOP, href)
    expect(css.text).toContain('--color-primary: #8e1b3c')
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await readTenant(app.db, 'WPX-CZ'))!.themeTokens.accentColor).toBe('#8e1b3c')
    expect(
      await cq.findDraft(app.db, (await cq.findStaffByEmail(app.db, 'cz@staff.example'))!.id, 'WPX-CZ'),
    ).toBeUndefined()
    published = (await cz.getJson<{ entry: Entry }>(`/console/audit/${auditId}`)).body.entry
    expect(published).toMatchObject({
      action: 'publish',
      staffEmail: 'cz@staff.example',
      brandSlug: 'WPX-CZ',
      rollbackOf: null,
      rolledBackBy: null,
    })
    expect(published.changes).toEqual([
      { path: 'content.banners.christmas.texts.cs.title', after: 'Vánoce s WallPix!' },
      { path: 'themeTokens.accentColor', before: null, after: '#8e1b3c' },
    ])
    const html = await cz.get(`/console/audit/${auditId}`)
    expect(html.text).toContain('<code>themeTokens.accentColor</code>')
    // Nothing left to publish.
    expect((await cz.post(`${BRAND}/publish`)).status).toBe(409)
  })

  test('rollback restores the previous values at once and is itself audited', async () => {
    const r = await cz.post(`/console/audit/${published.id}/rollback`)
    expect(r.status, r.text).toBe(200)
    const { auditId } = r.json<{ auditId: number }>()
    const page = await home()
    expect(bannerTitles(page.text)[0]).toBe(SHARED_TITLE)
    expect(themeHref(page.text)).toBeNull()
    const entry = (await cz.getJson<{ entry: Entry }>(`/console/audit/${auditId}`)).body.entry
    expect(entry).toMatchObject({ action: 'rollback', rollbackOf: published.id, staffEmail: 'cz@staff.example' })
    expect(entry.changes).toEqual([
      { path: 'content.banners.christmas.texts.cs.title', before: 'Vánoce s WallPix!' },
      { path: 'themeTokens.accentColor', before: '#8e1b3c', after: null },
    ])
    expect((await cz.getJson<{ entry: Entry }>(`/console/audit/${published.id}`)).body.entry.rolledBackBy).toBe(auditId)
    expect((await cz.post(`/console/audit/${published.id}/rollback`)).status).toBe(409)
  })

  test('a rollback is refused when a later publish changed the same setting', async () => {
    await save(cz, `${BRAND}/settings/general`, { displayName: 'WallPix CZ' })
    const first = (await cz.post(`${BRAND}/publish`)).json<{ auditId: number }>().auditId
    await save(cz, `${BRAND}/settings/general`, { displayName: 'WallPix Czech' })
    const second = (await cz.post(`${BRAND}/publish`)).json<{ auditId: number }>().auditId
    const refused = await cz.post(`/console/audit/${first}/rollback`)
    expect(refused.status).toBe(409)
    expect(refused.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('displayName'),
    })
    expect((await cz.post(`/console/audit/${second}/rollback`)).status).toBe(200)
    expect((await readTenant(app.db, 'WPX-CZ'))!.displayName).toBe('WallPix CZ')
  })
})

describe('two marketers on one brand', () => {
  test('a publish applies only the publisher’s changes; the same setting changed by both is a conflict until overwritten', async () => {
    await save(cz, `${BRAND}/settings/general`, { ga4Id: 'G-CZ11111' })
    await save(other, `${BRAND}/settings/legal`, { companyName: 'WallPix Česko a.s.' })
    await save(other, `${BRAND}/settings/general`, { ga4Id: 'G-OTHER22' })
    expect((await cz.post(`${BRAND}/publish`)).status).toBe(200)
    // The other draft does not revert the first publish: its forms show the published values under its own changes.
    expect((await currentForm(other, `${BRAND}/settings/legal`)).companyName).toBe('WallPix Česko a.s.')
    const conflict = await other.post(`${BRAND}/publish`)
    expect(conflict.status).toBe(409)
    expect(
      conflict.json<{ error: { conflicts: { path: string; current: unknown; draft: unknown }[] } }>().error.conflicts,
    ).toEqual([{ path: 'analytics.ga4Id', base: null, current: 'G-CZ11111', draft: 'G-OTHER22' }])
    expect((await readTenant(app.db, 'WPX-CZ'))!.legal.companyName).not.toBe('WallPix Česko a.s.')
    expect((await other.post(`${BRAND}/publish`, { overwrite: 'on' })).status).toBe(200)
    const stored = (await readTenant(app.db, 'WPX-CZ'))!
    expect(stored.analytics.ga4Id).toBe('G-OTHER22')
    expect(stored.legal.companyName).toBe('WallPix Česko a.s.')
  })
})

describe('promotion codes and reviews', () => {
  test('a draft promotion code works in the previewing browser’s cart only, and for everyone once published', async () => {
    const r = await cz.post(`${BRAND}/promotions`, {
      code: 'PREVIEW20',
      kind: 'PERCENT',
      value: '20',
      currency: '',
      minSubtotal: '0',
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
    })
    expect(r.status, r.text).toBe(200)
    const cookie = await startPreview(cz)
    const visitor = await shopper(app, SHOP)
    await visitor.post('/cart/add', { articleId: 101, quantity: 1 })
    await visitor.post('/cart/promotion', { code: 'PREVIEW20' })
    expect((await visitor.cart()).promotion).toMatchObject({ code: 'PREVIEW20', ok: false, reason: 'UNKNOWN_CODE' })
    visitor.jar.set('console_preview', cookie)
    expect((await visitor.cart()).promotion).toMatchObject({ code: 'PREVIEW20', ok: true })
    visitor.jar.delete('console_preview')
    expect((await cz.post(`${BRAND}/publish`)).status).toBe(200)
    expect((await visitor.cart()).promotion).toMatchObject({ code: 'PREVIEW20', ok: true })
  })

  test('ending the preview clears the cookie; a marketer who loses the brand loses the preview', async () => {
    const cookie = await startPreview(other)
    await save(other, `${BRAND}/settings/general`, { displayName: 'WallPix Preview' })
    expect((await home(cookie)).text).toContain('WallPix Preview')
    const end = await app.request(SHOP, '/_console-preview/end', {
      method: 'POST',
      headers: { cookie: `console_preview=${cookie}`, origin: `http://${SHOP}` },
    })
    expect(end.status).toBe(303)
    expect(end.setCookies.join()).toMatch(/console_preview=;/)
    expect((await home(cookie)).text).not.toContain('preview-bar')
    const again = await startPreview(other)
    const id = (await cq.findStaffByEmail(app.db, 'other@staff.example'))!.id
    await cq.setStaffBrands(app.db, id, ['WPX-PL'])
    expect((await home(again)).text).not.toContain('WallPix Preview')
  })

  test('review moderation applies at once, is audited, and its rollback puts the review back in the queue', async () => {
    const { reviews } = tablesOf(app.db)
    const id = (
      await app.db
        .insert(reviews)
        .values({
          brandSlug: 'WPX-CZ',
          language: 'cs',
          rating: 4,
          text: 'Krásný obraz, doporučuji všem.',
          authorFirstName: 'Petr',
          status: 'PENDING',
          createdAt: TEST_NOW - 1000,
        })
        .returning({ id: reviews.id })
    )[0]!.id
    const pending = await cz.getJson<{ reviews: { id: number }[] }>(`${BRAND}/reviews`)
    expect(pending.body.reviews.map((x) => x.id)).toContain(id)
    const r = await cz.post(`${BRAND}/reviews/${id}`, { decision: 'PUBLISHED' })
    expect(r.status).toBe(200)
    expect((await app.request(SHOP, '/reviews')).text).toContain('Krásný obraz, doporučuji všem.')
    const { auditId } = r.json<{ auditId: number }>()
    expect((await cz.getJson<{ entry: Entry }>(`/console/audit/${auditId}`)).body.entry.changes).toEqual([
      { path: `reviews.${id}.status`, before: 'PENDING', after: 'PUBLISHED' },
    ])
    expect((await cz.post(`${BRAND}/reviews/${id}`, { decision: 'REJECTED' })).status).toBe(409)
    expect((await cz.post(`/console/audit/${auditId}/rollback`)).status).toBe(200)
    expect((await app.request(SHOP, '/reviews')).text).not.toContain('Krásný obraz, doporučuji všem.')
    expect(
      (await cz.getJson<{ reviews: { id: number }[] }>(`${BRAND}/reviews`)).body.reviews.map((x) => x.id),
    ).toContain(id)
  })
})

describe('the HTML console without JS', () => {
  test('the brand page lists the draft with preview, publish and discard forms; discard empties it', async () => {
    await save(cz, `${BRAND}/settings/general`, { displayName: 'WallPix Discard' })
    const page = await cz.get(BRAND)
    expect(page.text).toContain('<code>displayName</code>')
    expect(page.text).toContain(`action="${BRAND}/preview"`)
    expect(page.text).toContain(`action="${BRAND}/publish"`)
    // Counts in plural forms (issue 32 item 9), not "change(s)".
    expect((await cz.get(`${BRAND}/settings/theme`)).text).toContain('has 1 unpublished change.')
    expect((await cz.get('/console')).text).toContain('Draft: 1 change<')
    const discard = await cz.post(`${BRAND}/draft/discard`, {}, { json: false })
    expect(discard.status).toBe(303)
    expect(discard.headers.location).toBe(`${BRAND}?discarded=1`)
    expect((await cz.getJson<{ draft: { changes: Change[] } }>(BRAND)).body.draft.changes).toEqual([])
  })
})
