import type { TestApp, TestResponse } from './test-app.js'

export interface ShopperCart {
  id: string | null
  lines: {
    line_id: string
    article_id: number
    pvp: number
    quantity: number
    line_total: number
    url_preview: string
    article_name: string
    article_name_plural: string
    cart_id: string
    promotion_code: string | null
  }[]
  promotion: { code: string; ok: boolean; reason?: string } | null
  totals: {
    subtotalMinor: number
    discountMinor: number
    totalMinor: number
    vatIncludedMinor: number
    itemCount: number
  }
}

/** A browser's cookies for one host: `keep` stores what a response sets (and drops what it expires). */
export function cookieJar() {
  const jar = new Map<string, string>()
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const keep = (res: TestResponse) => {
    for (const c of res.setCookies) {
      const [pair, ...attrs] = c.split(';')
      const at = pair!.indexOf('=')
      const name = pair!.slice(0, at)
      const value = pair!.slice(at + 1)
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === ''
      if (expired) jar.delete(name)
      else jar.set(name, value)
    }
    return res
  }
  return { jar, cookie, keep }
}

/**
 * A browser-like visitor over HTTP: a cookie jar (shop session, sign-in) updated from every response, same-origin
 * posts as JSON or as a plain form.
 */
export async function shopper(app: Pick<TestApp, 'request'>, host: string) {
  const { jar, cookie, keep } = cookieJar()
  keep(await app.request(host, '/api/session'))
  const post = async (
    path: string,
    body: Record<string, unknown>,
    asJson = true,
    headers: Record<string, string> = {},
  ) =>
    keep(
      await app.request(host, path, {
        method: 'POST',
        headers: {
          cookie: cookie(),
          origin: `http://${host}`,
          ...(asJson
            ? { 'content-type': 'application/json', accept: 'application/json' }
            : { 'content-type': 'application/x-www-form-urlencoded' }),
          ...headers,
        },
        body: asJson
          ? JSON.stringify(body)
          : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      }),
    )
  /** A multipart form post (file uploads), as a browser without JS sends it. */
  const postMultipart = async (
    path: string,
    form: { body: Buffer; contentType: string },
    headers: Record<string, string> = {},
  ) =>
    keep(
      await app.request(host, path, {
        method: 'POST',
        headers: { cookie: cookie(), origin: `http://${host}`, 'content-type': form.contentType, ...headers },
        body: form.body,
      }),
    )
  const cart = async () =>
    (await app.request(host, '/cart/data.json', { headers: { cookie: cookie() } })).json<ShopperCart>()
  const page = async (path = '/cart') => keep(await app.request(host, path, { headers: { cookie: cookie() } }))
  const csrf = async () => (await page('/api/auth/csrf')).json<{ csrfToken: string }>().csrfToken
  /** Signs in with email and password through the credentials provider (JSON answer). */
  const signIn = async (email: string, password: string) =>
    post('/api/auth/callback/credentials', {
      email,
      password,
      csrfToken: await csrf(),
      callbackUrl: '/accounts/home',
      json: 'true',
    })
  return {
    host,
    get cookie() {
      return cookie()
    },
    jar,
    post,
    postMultipart,
    cart,
    page,
    csrf,
    signIn,
  }
}
export type Shopper = Awaited<ReturnType<typeof shopper>>
