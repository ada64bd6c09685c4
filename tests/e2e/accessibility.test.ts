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
    // A photo print's design page: its size and finish selects (design 1 is a print; the stale slug redirects).
    ['wpx-es.localhost', '/design/x/1?opt-size=10x15&opt-finish=matte'],
    ['wpx-es.localhost', '/no/such/page'],
    ['wpx-es.localhost', '/help-center'],
    ['wpx-pl.localhost', '/help-center?query=platnosc'],
    ['lu.wpx-es.localhost', '/fr/help-center/topic/23'],
    // The editor with its print guides and their legend, on the cream TZ background.
    ['tz-es.localhost', '/create/102'],
    ['wpx-es.localhost', '/contact'],
    ['lu.wpx-es.localhost', '/fr/contact/chat'],
    ['wpx-es.localhost', '/create/102'],
    // The accessibility statement and the legal notice with its identity block (decision 057).
    ['wpx-es.localhost', '/legal/accesibilidad'],
    ['wpx-pl.localhost', '/informacje-prawne/nota-prawna'],
    // The prints page (empty here; tests/e2e/bulk-prints.test.ts checks it with photos).
    ['wpx-es.localhost', '/prints/101'],
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

/** WCAG 2 contrast ratio of two rgb() colours as getComputedStyle reports them. */
function contrast(a: string, b: string): number {
  const lum = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('the editor’s print-guide legend is readable (axe leaves it "incomplete" next to the canvas)', () => {
  for (const host of ['tz-es.localhost', 'wpx-es.localhost']) {
    test(`${host}: cut line and safe zone legends reach 4.5:1 on their background`, async () => {
      const page = await env.browser.newPage()
      try {
        await page.goto(siteUrl(host, env.app.port, '/create/102'))
        await waitForHydration(page)
        await page.locator('.legend-safe').waitFor()
        const pairs = await page.evaluate(() =>
          ['.legend-safe', '.legend-trim'].map((sel) => {
            const el = document.querySelector(sel)!
            let bgEl: Element | null = el
            let bg = 'rgba(0, 0, 0, 0)'
            while (bgEl && (bg = getComputedStyle(bgEl).backgroundColor) === 'rgba(0, 0, 0, 0)')
              bgEl = bgEl.parentElement
            return { sel, color: getComputedStyle(el).color, bg }
          }),
        )
        for (const p of pairs)
          expect(contrast(p.color, p.bg), `${p.sel} ${p.color} on ${p.bg}`).toBeGreaterThanOrEqual(4.5)
      } finally {
        await page.close()
      }
    })
  }
})
