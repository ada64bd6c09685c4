import { expect, test } from 'vitest'
import { setupE2eEnvironment, siteUrl, waitForHydration } from '../helpers/browser.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-es.localhost'

// Decision 036: the page's client scripts are requested once the browser reports the first contentful paint.
test('a first visit paints the server HTML before it asks for the client scripts, then hydrates', async () => {
  const page = await env.browser.newPage()
  try {
    const response = await page.goto(siteUrl(HOST, env.app.port, '/'))
    const html = (await response?.text()) ?? ''
    expect(html).toContain('<script src="/start-after-paint.js"')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toMatch(/<script src="\/assets\/entries\/[^"]+" type="module"/)
    await waitForHydration(page)
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/assets/') && e.name.endsWith('.js'))
      return {
        paint: paint?.startTime ?? null,
        firstScript: Math.min(...scripts.map((e) => e.startTime)),
        scripts: scripts.length,
      }
    })
    expect(timing.paint).not.toBeNull()
    expect(timing.scripts).toBeGreaterThan(1)
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!)
    // Hydrated: the client router takes a link click without a full page load.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await Promise.all([page.waitForURL(/\/t\//), page.locator('a[href^="/t/"]').first().click()])
    await waitForHydration(page)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  } finally {
    await page.close()
  }
})
