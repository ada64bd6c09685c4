import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'

const env = setupE2eEnvironment()
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string | null
  nodes: { target: string[] }[]
}

/**
 * The account pages as a signed-in partner sees them (every page of the area is open to a partner), with axe-core
 * in the real browser: WCAG 2.1 A/AA plus heading order; a form showing its invalid fields is checked too.
 */
async function violations(host: string, path: string): Promise<Violation[]> {
  const s = await shopper(env.app, host)
  expect((await s.signIn(demoEmail(host.startsWith('tz') ? 'TZ-ES' : 'WPX-ES', 'partner'), DEMO_PASSWORD)).status).toBe(
    200,
  )
  const context = await env.browser.newContext({ bypassCSP: true })
  await context.addCookies([...s.jar].map(([name, value]) => ({ name, value, domain: host, path: '/' })))
  const page = await context.newPage()
  try {
    const res = await page.goto(siteUrl(host, env.app.port, path))
    expect(res?.status(), path).toBe(200)
    await waitForHydration(page)
    await page.addScriptTag({ content: axeSource })
    const result = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }
      ).axe
      return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    })
    const headings = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }
      ).axe
      return axe.run(document, {
        runOnly: { type: 'rule', values: ['heading-order', 'page-has-heading-one', 'empty-table-header'] },
      })
    })
    return [
      ...result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
      ...headings.violations,
    ]
  } finally {
    await context.close()
  }
}

describe('account area accessibility (axe-core, signed in)', () => {
  for (const [host, path] of [
    ['wpx-es.localhost', '/accounts/home'],
    ['wpx-es.localhost', '/accounts/profile?form=profile&invalid=firstName.required,birthDate.underage'],
    ['wpx-es.localhost', '/accounts/orders'],
    ['wpx-es.localhost', '/accounts/designs'],
    ['tz-es.localhost', '/accounts/config?form=payout&invalid=iban.checksum'],
    ['tz-es.localhost', '/accounts/commissions'],
    ['tz-es.localhost', '/accounts/invoices'],
    ['tz-es.localhost', '/accounts/designs/admin'],
  ] as const) {
    test(`${host}${path}`, async () => {
      const found = await violations(host, path)
      expect(
        found.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([])
    })
  }
})
