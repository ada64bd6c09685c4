import { describe, expect, test } from 'vitest'
import { rolldown } from 'rolldown'
import type { Page } from 'playwright-core'
import { siteUrl, setupE2eEnvironment } from '../helpers/browser.js'
import { startTestApp } from '../helpers/test-app.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'

// Links on the configured public origin (PORT 3000), not on the listener the browser uses: the answers must name the
// former.
const env = setupE2eEnvironment(() => startTestApp())
const HOST = 'wpx-es.localhost'
/** The site's configured public origin (PUBLIC_PORT defaults to PORT, 3000): never the port the browser used. */
const PUBLIC_ORIGIN = `http://${HOST}:3000`

/** next-auth/react bundled for the browser, as an app embedding the shop's sign-in would ship it. */
async function clientBundle(): Promise<string> {
  const bundle = await rolldown({ input: 'tests/e2e/fixtures/next-auth-client.js', platform: 'browser' })
  const { output } = await bundle.generate({
    format: 'iife',
    // next-auth reads NEXTAUTH_URL from process.env; unset, its base path is /api/auth on the page's origin.
    banner: 'var process = { env: { NODE_ENV: "production" } };',
  })
  await bundle.close()
  return output[0].code
}

/**
 * The part of next-auth/react's API the test calls, written out: importing its types would pull in Next.js's global
 * declarations (a read-only process.env.NODE_ENV) into the whole project's type check.
 */
interface SignInResult {
  ok: boolean
  error: string | null
  status: number
  url: string | null
}
interface NextAuth {
  getProviders(): Promise<Record<string, { id: string; type: string }> | null>
  getCsrfToken(): Promise<string | undefined>
  getSession(): Promise<{ user?: { email?: string | null } } | null>
  signIn(provider: string, options?: Record<string, unknown>): Promise<SignInResult | undefined>
  signOut(options?: { redirect?: boolean; callbackUrl?: string }): Promise<{ url: string } | undefined>
}

async function openClient(page: Page, code: string) {
  const origin = siteUrl(HOST, env.app.port, '')
  // Served by the test from the shop's origin (the shop itself has no such page), so cookies are the shop's.
  await page.route(`${origin}/__next-auth-client.js`, (r) => r.fulfill({ contentType: 'text/javascript', body: code }))
  await page.route(`${origin}/__next-auth-client`, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>client</title><script src="/__next-auth-client.js"></script></html>',
    }),
  )
  await page.goto(`${origin}/__next-auth-client`)
  await page.waitForFunction(() => 'nextAuth' in window)
}

const call = <T>(page: Page, fn: (a: NextAuth) => Promise<T>) =>
  page.evaluate(`(${fn.toString()})(window.nextAuth)`) as Promise<T>

describe('Auth.js browser client (next-auth/react) against /api/auth', () => {
  test('providers, csrf, session, credentials sign-in without redirect, session, sign-out', async () => {
    const code = await clientBundle()
    const context = await env.browser.newContext()
    const page = await context.newPage()
    try {
      await openClient(page, code)
      const providers = await call(page, (a) => a.getProviders())
      expect(Object.keys(providers ?? {})).toEqual(['credentials', 'email'])
      expect(await call(page, (a) => a.getCsrfToken())).toMatch(/^[\w-]{20,}$/)
      expect(await call(page, (a) => a.getSession())).toBeNull()

      const wrong = await page.evaluate(
        (email) =>
          (window as unknown as { nextAuth: NextAuth }).nextAuth.signIn('credentials', {
            redirect: false,
            email,
            password: 'not the password',
            callbackUrl: '/accounts/home',
          }),
        demoEmail('WPX-ES', 'customer'),
      )
      expect(wrong).toMatchObject({ ok: false, error: 'CredentialsSignin', status: 401, url: null })

      const ok = await page.evaluate(
        ([email, password]) =>
          (window as unknown as { nextAuth: NextAuth }).nextAuth.signIn('credentials', {
            redirect: false,
            email,
            password,
            callbackUrl: '/accounts/home',
          }),
        [demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD] as const,
      )
      expect(ok).toEqual({ ok: true, error: null, status: 200, url: `${PUBLIC_ORIGIN}/accounts/home` })
      const session = await call(page, (a) => a.getSession())
      expect(session?.user?.email).toBe(demoEmail('WPX-ES', 'customer'))

      // An absolute callbackUrl on the site's public origin is kept; one on another origin falls back to the home page.
      const again = await page.evaluate(
        ([email, password, callbackUrl]) =>
          (window as unknown as { nextAuth: NextAuth }).nextAuth.signIn('credentials', {
            redirect: false,
            email,
            password,
            callbackUrl,
          }),
        [demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD, `${PUBLIC_ORIGIN}/checkout?step=2`] as const,
      )
      expect(again?.url).toBe(`${PUBLIC_ORIGIN}/checkout?step=2`)

      const out = await call(page, (a) => a.signOut({ redirect: false, callbackUrl: 'http://evil.example/x' }))
      expect(out).toEqual({ url: `${PUBLIC_ORIGIN}/` })
      expect(await call(page, (a) => a.getSession())).toBeNull()
    } finally {
      await context.close()
    }
  })

  test('an unknown provider sends the browser to GET /api/auth/signin, which is the shop’s sign-in page', async () => {
    const code = await clientBundle()
    const context = await env.browser.newContext()
    const page = await context.newPage()
    try {
      await openClient(page, code)
      await Promise.all([
        page.waitForURL((u) => u.pathname === '/login'),
        page.evaluate(() =>
          (window as unknown as { nextAuth: NextAuth }).nextAuth.signIn('github', { callbackUrl: '/cart' }),
        ),
      ])
      expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/cart')
      expect(await page.locator('h1').count()).toBe(1)
      for (const path of ['/api/auth/signin', '/api/auth/signout', '/api/auth/error?error=Configuration']) {
        const res = await page.goto(siteUrl(HOST, env.app.port, path))
        expect(res?.status(), path).toBe(200)
      }
    } finally {
      await context.close()
    }
  })
})
