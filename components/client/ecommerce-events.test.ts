import { describe, expect, it } from 'vitest'
import { ecommercePayload, type AnalyticsCartLine } from './ecommerce-events.js'

const mug: AnalyticsCartLine = {
  cart_id: 'c1',
  article_id: 102,
  article_name: 'Taza',
  article_name_plural: 'Tazas',
  pvp: 1250,
  quantity: 2,
  promotion_code: 'WELCOME10',
  url_preview: '/media/x.webp',
}

describe('ecommerce events from cart lines', () => {
  it('converts minor units by the currency digits and keeps quantity and coupon', () => {
    const p = ecommercePayload('add_to_cart', [mug], 'EUR')
    expect(p).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'EUR',
        value: 25,
        items: [{ item_id: '102', item_name: 'Taza', price: 12.5, quantity: 2, coupon: 'WELCOME10' }],
      },
    })
  })

  it('uses the order figures for a purchase', () => {
    const p = ecommercePayload('purchase', [{ ...mug, promotion_code: null }], 'PLN', {
      transactionId: 'abc',
      valueMinor: 3499,
      shippingMinor: 999,
      taxMinor: 654,
    })
    expect(p.ecommerce).toMatchObject({
      transaction_id: 'abc',
      value: 34.99,
      shipping: 9.99,
      tax: 6.54,
      currency: 'PLN',
    })
    expect(p.ecommerce.items[0]).not.toHaveProperty('coupon')
  })
})
