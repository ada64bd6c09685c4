import type { HttpClient, TestResponse } from './test-app.js'

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
    variant_id: number
    variant_sku: string
    variant_label: string
    cart_id: string
    promotion_code: string | null
    prior_price: number | null
  }[]
  promotion: { code: string; ok: boolean; reason?: string } | null
  reductions: {
    kind: 'OFFER' | 'CODE'
    offerId: number | null
    code: string | null
    label: string
    amountMinor: number
  }[]
  offersSetAside: boolean
  freeShipping: { offerId: number; key: string; title: string; fromMinor: number } | null
  totals: {
    subtotalMinor: number
    discountMinor: number
    totalMinor: number
    vatIncludedMinor: number
    itemCount: number
  }
  allowDecimals: boolean
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
export async function shopper(app: HttpClient, host: string) {
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
    app,
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

/** What the step-4 form of checkout carries as hidden fields: the cart the shopper reviewed and its idempotency key. */
export interface ReadyToPlace {
  cartId: string
  idempotencyKey: string
}

/**
 * Checkout steps 1-3 for the shopper's cart (by default a private buyer, delivered by GLS; the host must be a site that
 * ships to the address's country), then the step-4 form's hidden fields.
 */
export async function readyToPlace(
  s: Shopper,
  email: string,
  address: Record<string, unknown>,
  choices: { contact?: Record<string, unknown>; shipment?: Record<string, unknown> } = {},
): Promise<ReadyToPlace> {
  const steps: [string, Record<string, unknown>][] = [
    ['/checkout/contact', { email, customerType: 'PERSON', ...choices.contact }],
    ['/checkout/address', address],
    ['/checkout/shipment', choices.shipment ?? { mode: 'ADDRESS', carrier: 'GLS' }],
  ]
  for (const [path, body] of steps) {
    const res = await s.post(path, body)
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${res.text}`)
  }
  const step4 = await s.page('/checkout?step=4')
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(step4.text)?.[1] ?? ''
  return { cartId: hidden('cartId'), idempotencyKey: hidden('idempotencyKey') }
}

/** The step-4 form posted as JSON (card payment, terms accepted), optionally to another instance of the same shop. */
export function placeOrderJson(s: Shopper, ready: ReadyToPlace, app?: HttpClient) {
  return (app ?? s.app).request(s.host, '/checkout/place', {
    method: 'POST',
    headers: {
      cookie: s.cookie,
      origin: `http://${s.host}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ ...ready, paymentMethod: 'CARD', acceptTerms: true }),
  })
}
