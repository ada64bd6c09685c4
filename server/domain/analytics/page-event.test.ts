import { describe, expect, it } from 'vitest'
import { pageEventBodySchema, pageEventRow, type PageEventBody } from './page-event.js'

const body: PageEventBody = {
  category: 'page',
  name: 'page_view',
  page: {
    url: 'https://wpx-es.example/order-completed?order=abc',
    path: '/order-completed?order=abc',
    title: ' Pedido · WPX ',
    referrer: 'https://wpx-es.example/checkout?step=4#x',
  },
  userAgent: 'Mozilla/5.0',
  ip: '8.8.8.8',
  platform: 'Linux',
  mobile: false,
}

describe('page event body (spec section 7)', () => {
  it('accepts the spec fields and refuses unknown or overlong ones', () => {
    expect(pageEventBodySchema.safeParse(body).success).toBe(true)
    expect(pageEventBodySchema.safeParse({ ...body, extra: 1 }).success).toBe(false)
    expect(pageEventBodySchema.safeParse({ ...body, page: { ...body.page, title: 'x'.repeat(301) } }).success).toBe(
      false,
    )
    expect(pageEventBodySchema.safeParse({ ...body, page: { ...body.page, path: 'no-slash' } }).success).toBe(false)
    expect(pageEventBodySchema.safeParse({ ...body, category: 'a b' }).success).toBe(false)
    expect(pageEventBodySchema.safeParse({ ...body, mobile: 'yes' }).success).toBe(false)
  })

  it('stores path and referrer without queries and the server-side address truncated, never the body ip', () => {
    const row = pageEventRow(body, { brandSlug: 'WPX-ES', siteCode: 'es', ip: '203.0.113.9', now: 5 })
    expect(row).toEqual({
      brandSlug: 'WPX-ES',
      siteCode: 'es',
      category: 'page',
      name: 'page_view',
      path: '/order-completed',
      title: 'Pedido · WPX',
      referrer: 'https://wpx-es.example/checkout',
      platform: 'Linux',
      mobile: false,
      ip: '203.0.113.0',
      createdAt: 5,
    })
    expect(
      pageEventRow(
        { ...body, page: { ...body.page, referrer: 'javascript:alert(1)' } },
        { brandSlug: 'X', siteCode: 'es', ip: undefined, now: 1 },
      ),
    ).toMatchObject({ referrer: null, ip: null })
  })
})
