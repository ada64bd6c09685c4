import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  nodes: { target: string[] }[]
}

/**
 * axe-core on a loaded page (the context needs `bypassCSP: true`: the shop's CSP forbids the injected script):
 * WCAG 2.1 A/AA violations of serious or critical impact, plus every violation of the extra rules named (e.g.
 * 'region', a best-practice rule of moderate impact), as "rule: target, target" lines.
 */
export async function axeViolations(page: Page, extraRules: readonly string[] = []): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const run = (options: unknown) =>
    page.evaluate(async (opts) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> }
        }
      ).axe
      return (await axe.run(document, opts)).violations
    }, options)
  const found = (await run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  if (extraRules.length) found.push(...(await run({ runOnly: { type: 'rule', values: [...extraRules] } })))
  return found.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}
