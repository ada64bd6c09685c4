import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startTestApp, type TestApp } from './test-app.js'

/** Debian's Chromium; never downloaded. Override with CHROMIUM_PATH if it lives elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Headless Chromium for e2e tests. Chromium resolves `*.localhost` to the loopback address itself,
 * so tenant pages are opened as http://wpx-cz.localhost:<port>/ without any DNS setup.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Brands with a GA4 id load the Google tag; tests must never send it real traffic (the script tag is still checked).
      '--host-resolver-rules=MAP *.googletagmanager.com ~NOTFOUND, MAP *.google-analytics.com ~NOTFOUND, MAP *.analytics.google.com ~NOTFOUND',
    ],
  })
}

/** Origin of a tenant host on the test server, e.g. siteUrl('wpx-cz.localhost', port, '/cart'). */
export function siteUrl(host: string, port: number, path = '/'): string {
  return `http://${host}:${port}${path}`
}

/** Resolves once React hydrated (pages/+onHydrationEnd.ts sets the marker); clicks before that would be lost. */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout })
}

/**
 * One app and one browser for an e2e test file, started before its tests and closed after them.
 * Read `env.app` / `env.browser` inside tests (they are set once beforeAll has run).
 */
export function setupE2eEnvironment(
  // Mailed links and the PSP's pages name the test server's port, so the browser can follow them.
  start: () => Promise<TestApp> = () => startTestApp({}, { linksToListener: true }),
): {
  app: TestApp
  browser: Browser
} {
  const env = {} as { app: TestApp; browser: Browser }
  beforeAll(async () => {
    env.app = await start()
    env.browser = await launchBrowser()
  })
  afterAll(async () => {
    await env.browser?.close()
    await env.app?.close()
  })
  return env
}

/** Layout shift of the page so far (every shift without recent input, as CLS counts them). */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
