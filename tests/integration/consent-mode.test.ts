import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as cq from '../../db/queries/console.js'
import { readTenant, readTenants } from '../../db/queries/tenants.js'
import { setSetting } from '../../server/services/tenancy/tenant-admin.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { addStaff, consoleAs, currentForm, type ConsoleClient } from '../helpers/staff.js'

// Issue 17: the brand's Google consent mode (analytics.consentMode), "basic" unless set; the browser side (no tag
// before a grant in basic mode) is in tests/e2e/consent.test.ts.
let app: TestApp
let c: ConsoleClient
beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'eva@staff.example', 'marketer', ['WPX-ES'])
  c = await consoleAs(app, 'eva@staff.example')
})
afterAll(() => app?.close())

describe('consent mode setting', () => {
  test('every seeded brand is "basic"; ops set "advanced" and back through the tenant CLI path', async () => {
    for (const t of (await readTenants(app.db)).tenants) expect(t.analytics.consentMode, t.slug).toBe('basic')
    expect(
      await setSetting(app.db, { brand: 'WPX-ES', site: null }, 'analytics.consentMode', 'advanced'),
    ).toMatchObject({
      ok: true,
      value: { before: 'basic', after: 'advanced' },
    })
    expect((await readTenant(app.db, 'WPX-ES'))!.analytics.consentMode).toBe('advanced')
    expect((await setSetting(app.db, { brand: 'WPX-ES', site: null }, 'analytics.consentMode', 'basic')).ok).toBe(true)
  })

  test.each(['strict', '', null, true])(
    'a bad mode (%j) is refused naming the field, nothing written',
    async (value) => {
      const before = JSON.stringify(await readTenant(app.db, 'WPX-ES'))
      const r = await setSetting(app.db, { brand: 'WPX-ES', site: null }, 'analytics.consentMode', value)
      expect(r.ok).toBe(false)
      expect(r.ok ? '' : r.error.message).toMatch(/analytics\.consentMode: consent mode must be one of basic, advanced/)
      expect(JSON.stringify(await readTenant(app.db, 'WPX-ES'))).toBe(before)
    },
  )

  test('marketers choose it in the general settings form; a bad value is refused, the draft unchanged', async () => {
    const path = '/console/brands/WPX-ES/settings/general'
    const form = await currentForm(c, path)
    expect(form.consentMode).toBe('basic')
    const staffId = (await cq.findStaffByEmail(app.db, 'eva@staff.example'))!.id
    const r = await c.post(path, { ...form, consentMode: 'advanced' })
    expect(r.status, r.text).toBe(200)
    expect((await cq.findDraft(app.db, staffId, 'WPX-ES'))?.changes).toEqual([
      { path: 'analytics.consentMode', before: 'basic', after: 'advanced' },
    ])
    const before = JSON.stringify(await cq.findDraft(app.db, staffId, 'WPX-ES'))
    const bad = await c.post(path, { ...form, consentMode: 'sometimes' })
    expect(bad.status, bad.text).toBe(422)
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields.consentMode).toMatch(
      /consent mode must be one of basic, advanced/,
    )
    expect(JSON.stringify(await cq.findDraft(app.db, staffId, 'WPX-ES'))).toBe(before)
    // The console page itself lists both modes.
    const html = (await c.get(path)).text
    expect(html).toContain('value="advanced"')
  })
})
