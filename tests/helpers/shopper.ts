import { cookieValue, type TestApp } from './test-app.js'

export interface ShopperCart {
  id: string | null
  lines: { line_id: string; article_id: number; pvp: number; quantity: number; line_total: number; url_preview: string; article_name: string; article_name_plural: string; cart_id: string; promotion_code: string | null }[]
  promotion: { code: string; ok: boolean; reason?: string } | null
  totals: { subtotalMinor: number; discountMinor: number; totalMinor: number; vatIncludedMinor: number; itemCount: number }
}

/** A browser-like shopper over HTTP: one shop session cookie, same-origin posts as JSON or as a plain form. */
export async function shopper(app: TestApp, host: string) {
  const first = await app.request(host, '/api/session')
  const cookie = `shop_session=${cookieValue(first.setCookies, 'shop_session')}`
  const post = (path: string, body: Record<string, unknown>, asJson = true, headers: Record<string, string> = {}) =>
    app.request(host, path, {
      method: 'POST',
      headers: { cookie, origin: `http://${host}`, ...(asJson ? { 'content-type': 'application/json', accept: 'application/json' } : { 'content-type': 'application/x-www-form-urlencoded' }), ...headers },
      body: asJson ? JSON.stringify(body) : new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
    })
  const cart = async () => (await app.request(host, '/cart/data.json', { headers: { cookie } })).json<ShopperCart>()
  const page = (path = '/cart') => app.request(host, path, { headers: { cookie } })
  return { host, cookie, post, cart, page }
}
export type Shopper = Awaited<ReturnType<typeof shopper>>
