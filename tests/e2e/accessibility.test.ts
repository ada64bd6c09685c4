import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'

const env = setupE2eEnvironment()
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string | null
  nodes: { target: string[] }[]
}

/** axe-core in the real browser: WCAG 2 A/AA rules, including colour contrast, labels and landmarks. */
async function violations(host: string, path: string): Promise<Violation[]> {
  // The shop's CSP forbids inline scripts (as it should); only this test context may inject axe.
  const context = await env.browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  try {
    await page.goto(siteUrl(host, env.app.port, path))
    await waitForHydration(page)
    await page.addScriptTag({ content: axeSource })
    const result = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }
      ).axe
      return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    })
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  } finally {
    await context.close()
  }
}

describe('accessibility (axe-core, WCAG 2.1 AA, serious and critical)', () => {
  for (const [host, path] of [
    ['wpx-es.localhost', '/'],
    ['tz-es.localhost', '/'],
    ['wpx-cz.localhost', '/tags-list'],
    ['de.wpx-es.localhost', '/reviews'],
    ['wpx-es.localhost', '/search?query=tazas'],
    ['wpx-es.localhost', '/cart'],
    ['wpx-es.localhost', '/no/such/page'],
    ['wpx-es.localhost', '/help-center'],
    ['wpx-pl.localhost', '/help-center?query=platnosc'],
    ['lu.wpx-es.localhost', '/fr/help-center/topic/23'],
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
