/**
 * npm run screenshots -- --tenant wpx-es.localhost [--tenant tz-es.localhost] [--widths 375,1280] [--full-page]
 *   [--only home,checkout-4] [--out docs/screenshots]
 *
 * Starts the production build (run `npm run build` first) on a temporary seeded database and a free port, walks a
 * shopper through the main templates with Debian's Chromium at each width and writes one optimised PNG per template
 * and width to docs/screenshots/<tenant>-<template>-<width>.png. Nothing outside the temporary directory and the
 * output directory is written; the server is stopped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CONSENT_VERSION } from '../server/domain/analytics/consent.js'
import { SAMPLE_ADDRESSES } from './screenshots/sample-addresses.js'

const { values } = parseArgs({
  options: {
    tenant: { type: 'string', multiple: true, default: ['wpx-es.localhost'] },
    widths: { type: 'string', default: '375,1280' },
    only: { type: 'string' },
    out: { type: 'string', default: 'docs/screenshots' },
    'full-page': { type: 'boolean', default: false },
  },
})
const widths = values.widths.split(',').map(Number)
if (widths.some((w) => !Number.isInteger(w) || w < 320 || w > 2560)) throw new Error('--widths: 320 to 2560 px')
const only = values.only ? new Set(values.only.split(',')) : null
const outDir = resolve(values.out)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer()
    s.once('error', fail)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => ok(port))
    })
  })
}

async function startShop(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SHOP_MODE: 'demo',
      PORT: String(port),
      DATABASE_PATH: join(dir, 'shop.db'),
      OUTBOX_DIR: join(dir, 'outbox'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}; is there a build in dist/?`)
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return child
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the shop did not answer /healthz within 2 minutes')
}

/** Screens a shopper sees, in the order a visit reaches them; each returns false when the tenant lacks it. */
type Step = { name: string; run: (page: Page, ctx: VisitContext) => Promise<boolean> }
interface VisitContext {
  origin: string
  brand: string
}

const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })

async function open(page: Page, url: string) {
  await page.goto(url)
  await hydrated(page)
}

/** Submits a form and waits for the page it leads to (every form here answers with a redirect). */
async function submit(page: Page, form: string) {
  const before = page.url()
  await Promise.all([
    page.waitForURL((url) => url.href !== before),
    page.locator(form).locator('button[type=submit]').first().click(),
  ])
  await page.waitForLoadState('networkidle')
  await hydrated(page)
}

const STEPS: Step[] = [
  { name: 'home', run: async (p, c) => (await open(p, `${c.origin}/`), true) },
  {
    name: 'landing',
    run: async (p, c) => {
      await open(p, `${c.origin}/`)
      const href = await p.locator('[data-testid=banner]').first().getAttribute('href')
      if (!href) return false
      await open(p, c.origin + href)
      return true
    },
  },
  {
    name: 'tag',
    run: async (p, c) => {
      await open(p, `${c.origin}/tags-list`)
      const href = await p.locator('main a[href*="/t/"]').first().getAttribute('href')
      if (!href) return false
      await open(p, c.origin + href)
      return true
    },
  },
  {
    name: 'design',
    run: async (p, c) => {
      await open(p, `${c.origin}/`)
      const href = await p.locator('[data-testid=design-grid] a').first().getAttribute('href')
      if (!href) return false
      await open(p, c.origin + href)
      return true
    },
  },
  {
    name: 'cart',
    run: async (p) => {
      await submit(p, 'form.add-to-cart')
      return true
    },
  },
  {
    name: 'checkout-1',
    run: async (p, c) => {
      await open(p, `${c.origin}/checkout`)
      return true
    },
  },
  {
    name: 'checkout-2',
    run: async (p) => {
      await p.locator('#checkout-email').fill('ana@example.com')
      await submit(p, '[data-testid=contact-form]')
      return true
    },
  },
  {
    name: 'checkout-3',
    run: async (p) => {
      const country = (await p.evaluate(() => document.documentElement.lang)).split('-')[1] ?? 'ES'
      const a = SAMPLE_ADDRESSES[country] ?? SAMPLE_ADDRESSES.ES!
      for (const [k, v] of Object.entries(a)) await p.locator(`#checkout-${k}`).fill(v)
      await submit(p, '[data-testid=address-form]')
      return true
    },
  },
  {
    name: 'checkout-4',
    run: async (p) => {
      await submit(p, '[data-testid=shipment-address]')
      return true
    },
  },
  { name: 'sign-in', run: async (p, c) => (await open(p, `${c.origin}/login`), true) },
  { name: 'contact', run: async (p, c) => (await open(p, `${c.origin}/contact`), true) },
  { name: 'help-center', run: async (p, c) => (await open(p, `${c.origin}/help-center`), true) },
  {
    name: 'account-home',
    run: async (p, c) => {
      await open(p, `${c.origin}/login`)
      await p.locator('#signin-email').fill(`customer@${c.brand}.example`)
      await p.locator('#signin-password').fill('photo-demo-2026')
      await submit(p, '[data-testid=signin-form]')
      await open(p, `${c.origin}/accounts/home`)
      return new URL(p.url()).pathname.endsWith('/accounts/home')
    },
  },
]

async function shoot(browser: Browser, host: string, port: number, width: number) {
  const origin = `http://${host}:${port}`
  const brand = host
    .replace(/\.localhost$/, '')
    .split('.')
    .pop()!
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 800 } })
  const page = await context.newPage()
  try {
    // The cookie question is answered first (only necessary cookies), as a returning shopper would have.
    await open(page, `${origin}/`)
    await page.evaluate(
      (version) =>
        fetch('/api/session', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            isConsentGiven: true,
            isAnalyticsAccepted: false,
            isAdsAccepted: false,
            consentVersion: version,
          }),
        }),
      CONSENT_VERSION,
    )
    for (const step of STEPS) {
      const shown = await step.run(page, { origin, brand })
      if (!shown || (only && !only.has(step.name))) continue
      const file = join(outDir, `${host.replace(/\.localhost$/, '')}-${step.name}-${width}.png`)
      const png = await page.screenshot({ fullPage: values['full-page'] })
      // A palette PNG is a fraction of the size and indistinguishable for flat UI.
      await sharp(png).png({ palette: true, quality: 85, effort: 10, compressionLevel: 9 }).toFile(file)
      console.log(`${file} (${step.name}, ${width} px)`)
    }
  } finally {
    await context.close()
  }
}

const dir = mkdtempSync(join(tmpdir(), 'shop-screenshots-'))
let shop: ChildProcess | null = null
let browser: Browser | null = null
try {
  mkdirSync(outDir, { recursive: true })
  const port = await freePort()
  shop = await startShop(dir, port)
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
  for (const host of values.tenant) for (const width of widths) await shoot(browser, host, port, width)
} finally {
  await browser?.close()
  // The shop runs in its own process group (npm -> tsx -> node): end the whole group we started.
  if (shop?.pid) process.kill(-shop.pid, 'SIGTERM')
  rmSync(dir, { recursive: true, force: true })
}
