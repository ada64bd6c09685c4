import { count, eq } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { ADMIN_HOST, addStaff, consoleAs, STAFF_PASSWORD, type ConsoleClient } from '../helpers/staff.js'
import { moderateFromConsole } from '../../server/services/console/console-reviews.js'
import { listReviews } from '../../server/services/support/reviews.js'
import { tablesOf } from '../../db/client.js'
import * as cq from '../../db/queries/console.js'

// The console's own host, staff sign-in, and role and brand scoping: a marketer of WPX-PL gets nothing of WPX-CZ.
let app: TestApp
let pl: ConsoleClient
let admin: ConsoleClient
let czReview: number

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'marta@staff.example', 'marketer', ['WPX-PL'])
  await addStaff(app, 'ops@staff.example', 'ops-admin')
  await addStaff(app, 'cz@staff.example', 'marketer', ['WPX-CZ'])
  pl = await consoleAs(app, 'marta@staff.example')
  admin = await consoleAs(app, 'ops@staff.example')
  const { reviews } = tablesOf(app.db)
  czReview = (
    await app.db
      .insert(reviews)
      .values({
        brandSlug: 'WPX-CZ',
        language: 'cs',
        rating: 5,
        text: 'Skvělý hrnek, rychlé doručení.',
        authorFirstName: 'Jana',
        status: 'PENDING',
        createdAt: 1,
      })
      .returning({ id: reviews.id })
  )[0]!.id
})
afterAll(() => app?.close())

/** Rows of what a console write leaves behind: drafts, previews and audit entries. */
async function consoleRowCounts() {
  const { auditLog, consoleDrafts, consolePreviews } = tablesOf(app.db)
  const rows = async (table: SQLiteTable) => (await app.db.select({ n: count() }).from(table))[0]!.n
  return { d: await rows(consoleDrafts), p: await rows(consolePreviews), a: await rows(auditLog) }
}

describe('the console host', () => {
  test('answers on ADMIN_HOST only; shop hosts never serve it and the admin host serves no shop', async () => {
    const shop = await app.request('wpx-cz.localhost', '/console')
    expect(shop.status).toBe(404)
    expect(shop.text).not.toContain('Marketer console')
    const login = await app.request(ADMIN_HOST, '/console/login')
    expect(login.status).toBe(200)
    expect(login.text).toContain('<label for="f-email">')
    expect((await app.request(ADMIN_HOST, '/')).headers.location).toBe('/console')
    for (const path of ['/cart', '/api/session', '/theme.css', '/robots.txt'])
      expect((await app.request(ADMIN_HOST, path)).status, path).toBe(404)
    expect((await app.request(`${ADMIN_HOST}:3000`, '/console/login')).status).toBe(200)
    expect(login.headers['cache-control']).toBe('no-store')
  })

  test('without a session every console page sends to sign-in, and API clients get 401', async () => {
    const page = await app.request(ADMIN_HOST, '/console/brands/WPX-PL')
    expect(page.status).toBe(303)
    expect(page.headers.location).toBe('/console/login?next=%2Fconsole%2Fbrands%2FWPX-PL')
    expect(
      (await app.request(ADMIN_HOST, '/console/brands/WPX-PL', { headers: { accept: 'application/json' } })).status,
    ).toBe(401)
  })
})

describe('staff sign-in', () => {
  test('a good sign-in sets an HttpOnly session cookie on the console host only', async () => {
    expect(pl.signIn.status).toBe(303)
    const set = pl.signIn.setCookies.find((c) => c.startsWith('console_session='))!
    expect(set).toMatch(/HttpOnly/i)
    expect(set).toMatch(/SameSite=Lax/i)
    expect(set).not.toMatch(/Domain=/i)
    // The table holds only the hash of the token.
    const token = pl.jar.get('console_session')!
    const { staffSessions } = tablesOf(app.db)
    expect(await app.db.select().from(staffSessions).where(eq(staffSessions.id, token))).toEqual([])
  })

  test('wrong password and unknown account get the same answer; shop customers are not staff', async () => {
    const wrong = await consoleAs(app, 'marta@staff.example', 'not-the-password-1')
    const unknown = await consoleAs(app, 'nobody@staff.example', STAFF_PASSWORD)
    const customer = await consoleAs(app, 'customer@wpx-pl.example', 'photo-demo-2026')
    for (const r of [wrong, unknown, customer]) {
      expect(r.signIn.status).toBe(303)
      expect(r.signIn.headers.location).toBe('/console/login?error=signin&next=%2Fconsole')
      expect(r.jar.has('console_session')).toBe(false)
    }
  })

  test('the sign-in form needs its CSRF token, and failed attempts are throttled per account', async () => {
    const noToken = await app.request(ADMIN_HOST, '/console/login', {
      method: 'POST',
      headers: {
        origin: `http://${ADMIN_HOST}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: `email=marta%40staff.example&password=${STAFF_PASSWORD}`,
    })
    expect(noToken.status).toBe(403)
    await addStaff(app, 'target@staff.example', 'marketer', ['WPX-PL'])
    for (let i = 0; i < 5; i++)
      expect((await consoleAs(app, 'target@staff.example', `wrong-password-${i}x`)).signIn.headers.location).toContain(
        'error=signin',
      )
    const blocked = await consoleAs(app, 'target@staff.example')
    expect(blocked.signIn.headers.location).toContain('error=throttled')
    expect(blocked.jar.has('console_session')).toBe(false)
  })

  test('a disabled account cannot sign in and its sessions end', async () => {
    await addStaff(app, 'leaver@staff.example', 'marketer', ['WPX-PL'])
    const leaver = await consoleAs(app, 'leaver@staff.example')
    expect((await leaver.get('/console')).status).toBe(200)
    const id = (await cq.findStaffByEmail(app.db, 'leaver@staff.example'))!.id
    expect((await admin.post(`/console/staff/${id}`, { disabled: 'true' })).status).toBe(200)
    expect((await leaver.get('/console')).status).toBe(303)
    expect((await consoleAs(app, 'leaver@staff.example')).jar.has('console_session')).toBe(false)
  })

  test('posts need the session CSRF token and the same origin', async () => {
    const noToken = await pl.rawPost('/console/brands/WPX-PL/settings/general', { displayName: 'X' })
    expect(noToken.status).toBe(403)
    const crossSite = await pl.post(
      '/console/brands/WPX-PL/settings/general',
      { displayName: 'X' },
      { headers: { origin: 'http://evil.example' } },
    )
    expect(crossSite.status).toBe(403)
    expect(
      await cq.findDraft(app.db, (await cq.findStaffByEmail(app.db, 'marta@staff.example'))!.id, 'WPX-PL'),
    ).toBeUndefined()
  })

  test('sign-out ends the session', async () => {
    const c = await consoleAs(app, 'cz@staff.example')
    const token = c.jar.get('console_session')!
    expect((await c.post('/console/logout', {}, { json: false })).headers.location).toBe('/console/login')
    const reuse = await app.request(ADMIN_HOST, '/console', { headers: { cookie: `console_session=${token}` } })
    expect(reuse.status).toBe(303)
  })
})

describe('brand scoping: a WPX-PL marketer cannot read or change WPX-CZ, whatever they craft', () => {
  test('the home page lists only their brands', async () => {
    const home = await pl.getJson<{ brands: { slug: string }[] }>('/console')
    expect(home.body.brands.map((b) => b.slug)).toEqual(['WPX-PL'])
    expect((await admin.getJson<{ brands: unknown[] }>('/console')).body.brands).toHaveLength(8)
  })

  const reads = [
    '/console/brands/WPX-CZ',
    '/console/brands/WPX-CZ/settings/general',
    '/console/brands/WPX-CZ/settings/theme',
    '/console/brands/WPX-CZ/sites/cz',
    '/console/brands/WPX-CZ/content/banners',
    '/console/brands/WPX-CZ/content/banners/christmas?lang=cs',
    '/console/brands/WPX-CZ/promotions',
    '/console/brands/WPX-CZ/promotions/WELCOME10',
    '/console/brands/WPX-CZ/reviews',
    '/console/audit?brand=WPX-CZ',
    '/console/brands/wpx-cz',
    '/console/brands/WPX-XX',
  ]
  test.each(reads)('GET %s is 404 (same as a brand that does not exist)', async (path) => {
    const r = await pl.get(path, true)
    expect(r.status).toBe(404)
    expect(r.text).not.toContain('WallPix Česko')
  })

  const writes: [string, Record<string, string>][] = [
    ['/console/brands/WPX-CZ/settings/general', { displayName: 'Hacked' }],
    ['/console/brands/WPX-CZ/settings/theme', { accentColor: '#000000' }],
    ['/console/brands/WPX-CZ/sites/cz', { paymentMethods: 'CARD' }],
    ['/console/brands/WPX-CZ/content/banners/christmas?lang=cs', { title: 'Hacked' }],
    [
      '/console/brands/WPX-CZ/promotions',
      { code: 'HACK', kind: 'PERCENT', value: '90', minSubtotal: '0', validFrom: '2026-01-01', validTo: '2027-01-01' },
    ],
    ['/console/brands/WPX-CZ/promotions/WELCOME10/delete', {}],
    ['/console/brands/WPX-CZ/publish', {}],
    ['/console/brands/WPX-CZ/preview', { site: 'cz' }],
    ['/console/brands/WPX-CZ/draft/discard', {}],
  ]
  test.each(writes)('POST %s is 404 and writes nothing', async (path, body) => {
    const before = await consoleRowCounts()
    expect((await pl.post(path, body)).status).toBe(404)
    expect(await consoleRowCounts()).toEqual(before)
  })

  test('another brand’s review cannot be moderated through their own brand’s path', async () => {
    expect((await pl.post(`/console/brands/WPX-PL/reviews/${czReview}`, { decision: 'PUBLISHED' })).status).toBe(404)
    expect((await pl.post(`/console/brands/WPX-CZ/reviews/${czReview}`, { decision: 'PUBLISHED' })).status).toBe(404)
    expect((await listReviews(app.db, { brandSlug: 'WPX-CZ', status: 'PENDING' })).map((r) => r.id)).toContain(czReview)
  })

  test('audit entries of another brand are invisible and cannot be rolled back', async () => {
    const ops = (await cq.findStaffByEmail(app.db, 'ops@staff.example'))!
    const result = await moderateFromConsole(
      app.db,
      { id: ops.id, email: ops.email, name: ops.name, role: 'ops-admin', brands: [] },
      'WPX-CZ',
      czReview,
      'REJECTED',
      Date.now(),
    )
    expect(result.ok).toBe(true)
    const id = result.ok ? result.auditId : 0
    expect((await pl.get(`/console/audit/${id}`, true)).status).toBe(404)
    expect((await pl.post(`/console/audit/${id}/rollback`)).status).toBe(404)
    const list = await pl.getJson<{ entries: { brandSlug: string | null }[] }>('/console/audit')
    expect(list.body.entries.every((e) => e.brandSlug === 'WPX-PL')).toBe(true)
    const adminList = await admin.getJson<{ entries: { id: number }[] }>('/console/audit')
    expect(adminList.body.entries.map((e) => e.id)).toContain(id)
  })

  test('only ops admins manage staff (403 for marketers)', async () => {
    expect((await pl.get('/console/staff', true)).status).toBe(403)
    expect(
      (await pl.post('/console/staff', { email: 'x@staff.example', name: 'X', role: 'ops-admin', brands: '' })).status,
    ).toBe(403)
    const me = (await cq.findStaffByEmail(app.db, 'marta@staff.example'))!
    expect((await pl.post(`/console/staff/${me.id}`, { role: 'ops-admin' })).status).toBe(403)
    expect((await cq.findStaffByEmail(app.db, 'marta@staff.example'))!.role).toBe('marketer')
  })

  test('an ops admin creates a marketer and assigns brands; the change is audited and applies at once', async () => {
    const created = await admin.post('/console/staff', {
      email: 'New@Staff.example',
      name: 'Nina',
      role: 'marketer',
      brands: 'wpx-pl, WPX-IT',
    })
    expect(created.status, created.text).toBe(200)
    const nina = (await cq.findStaffByEmail(app.db, 'new@staff.example'))!
    expect(await cq.brandsOfStaff(app.db, nina.id)).toEqual(['WPX-IT', 'WPX-PL'])
    const bad = await admin.post('/console/staff', {
      email: 'other@staff.example',
      name: 'O',
      role: 'marketer',
      brands: 'WPX-ZZ',
    })
    expect(bad.status).toBe(422)
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.brands).toMatch(
      /unknown brand WPX-ZZ/,
    )
    expect(await cq.findStaffByEmail(app.db, 'other@staff.example')).toBeUndefined()
    expect((await admin.post(`/console/staff/${nina.id}`, { role: 'marketer', brands: 'WPX-IT' })).status).toBe(200)
    expect(await cq.brandsOfStaff(app.db, nina.id)).toEqual(['WPX-IT'])
    const entries = (
      await admin.getJson<{
        entries: { action: string; summary: string; changes: { path: string; before?: unknown; after?: unknown }[] }[]
      }>('/console/audit')
    ).body.entries
    expect(entries[0]).toMatchObject({
      action: 'staff',
      changes: [{ path: 'staff.new@staff.example.brands', before: ['WPX-IT', 'WPX-PL'], after: ['WPX-IT'] }],
    })
  })
})
