import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { CARRIERS, CURRENCIES } from '../vocabulary/shop-enums.js'
import { cartTotals, copiesPerVariant, type PricedChoice } from '../cart/cart-totals.js'
import { priceLadder, unitPriceFor, type PriceRow } from '../catalog/variant-price.js'
import { evaluatePromotion, type Promotion } from '../promotions/promotion-code.js'
import { estimateShipment } from '../shipping/shipment-estimate.js'
import { formatPrice, shownMinor } from './price-display.js'

/**
 * Issue 14, "charge exactly what is shown": over random carts, on every currency and both brand rules (decimals or whole
 * units), the cart is priced the way the shop prices it (the variant's ladder for its brand and site at the copies the
 * cart holds of it, in the shown unit, the promotion's discount in the
 * shown unit, the carrier's rate in the shown unit, cartTotals), and then
 * - every figure the shopper reads (each line, the discount, shipping, the total) displays exactly its amount, so with
 *   whole units it is a whole unit;
 * - the displayed lines, minus the displayed discount, plus the displayed shipping, are the displayed total;
 * - that total is the amount placeOrder stores and beginPayment sends to the provider (order.totalMinor = totals.totalMinor).
 */
const LOCALES: Record<(typeof CURRENCIES)[number], string> = {
  EUR: 'es-ES',
  CHF: 'de-CH',
  DKK: 'da-DK',
  PLN: 'pl-PL',
  CZK: 'cs-CZ',
  GBP: 'en-GB',
  SEK: 'sv-SE',
}
const SITE_COUNTRY = 'ES'
const NOW = Date.UTC(2026, 5, 1, 10)

/** The amount a displayed price stands for, read back from its digits (2 decimals shown, or none). */
function displayedMinor(amountMinor: number, currency: string, allowDecimals: boolean): number {
  const text = formatPrice(amountMinor, { currency, locale: LOCALES[currency as keyof typeof LOCALES], allowDecimals })
  const digits = Number(text.replace(/\D/g, ''))
  const showsDecimals = allowDecimals && amountMinor % 100 !== 0
  return showsDecimals ? digits : digits * 100
}

const cartArb = fc.record({
  currency: fc.constantFrom(...CURRENCIES),
  allowDecimals: fc.boolean(),
  lines: fc.array(
    fc.record({
      variant: fc.integer({ min: 0, max: 2 }),
      rawPrice: fc.integer({ min: 1, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    }),
    { minLength: 1, maxLength: 8 },
  ),
  /** Per variant: quantity tiers (percent off the unit price) and which scope overrides the every-brand price. */
  ladders: fc.array(
    fc.record({
      tiers: fc.array(
        fc.record({ minQuantity: fc.integer({ min: 2, max: 300 }), percentOff: fc.integer({ min: 1, max: 60 }) }),
        {
          maxLength: 3,
        },
      ),
      override: fc.constantFrom('none', 'brand', 'site'),
      overridePrice: fc.integer({ min: 1, max: 500_000 }),
    }),
    { minLength: 3, maxLength: 3 },
  ),
  promotion: fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant('PERCENT' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('FIXED' as const), value: fc.integer({ min: 1, max: 300_000 }) }),
    ),
  ),
  carrier: fc.constantFrom(...CARRIERS),
  freeShippingFromMinor: fc.integer({ min: 0, max: 2_000_000 }),
  vatRatePercent: fc.constantFrom(0, 5.5, 10, 19, 20, 21, 23, 25),
})

describe('what is shown is what is charged (issue 14, deliver 4)', () => {
  test('every displayed line, discount, shipping and total is exact, and the lines add up to the total', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const { currency, allowDecimals } = cart
        // Each variant's price rows as the catalogue holds them: an every-brand ladder (the first line's raw price,
        // with tiers), maybe a brand's or a site's own ladder; priced the way readCart prices them.
        const scope = { brandSlug: 'WPX-CZ', siteCode: 'cz', currency }
        const ladders = cart.ladders.map((l, v) => {
          const unit = cart.lines.find((x) => x.variant === v)?.rawPrice ?? 1
          const ladderRows = (brandSlug: string, siteCode: string, price: number): PriceRow[] => [
            { brandSlug, siteCode, currency, minQuantity: 1, amountMinor: price },
            ...l.tiers.map((t) => ({
              brandSlug,
              siteCode,
              currency,
              minQuantity: t.minQuantity,
              amountMinor: Math.floor((price * (100 - t.percentOff)) / 100),
            })),
          ]
          const rows = [...ladderRows('*', '*', unit)]
          if (l.override === 'brand') rows.push(...ladderRows('WPX-CZ', '*', l.overridePrice))
          if (l.override === 'site') rows.push(...ladderRows('WPX-CZ', 'cz', l.overridePrice))
          return priceLadder(rows, scope)!
        })
        const copies = copiesPerVariant(cart.lines.map((l) => ({ variantId: l.variant, quantity: l.quantity })))
        const lines: PricedChoice[] = cart.lines.map((l, i) => ({
          lineId: `l${i}`,
          articleId: i + 1,
          variantId: l.variant,
          unitPriceMinor: unitPriceFor(ladders[l.variant]!, copies.get(l.variant)!, allowDecimals),
          quantity: l.quantity,
          designId: null,
          personalisedDesignId: null,
        }))
        const subtotal = lines.reduce((s, l) => s + l.unitPriceMinor * l.quantity, 0)
        let discountMinor = 0
        if (cart.promotion) {
          const promo: Promotion = {
            code: 'PROP',
            brandSlug: 'WPX-XX',
            kind: cart.promotion.kind,
            value: cart.promotion.value,
            currency: cart.promotion.kind === 'FIXED' ? currency : null,
            minSubtotalMinor: 0,
            validFrom: 0,
            validTo: NOW + 1,
            maxUses: null,
            uses: 0,
            maxUsesPerEmail: null,
          }
          const result = evaluatePromotion(promo, {
            code: 'PROP',
            brandSlug: 'WPX-XX',
            currency,
            subtotalMinor: subtotal,
            now: NOW,
            allowDecimals,
          })
          if (result.ok) discountMinor = result.discountMinor
        }
        const goods = cartTotals(lines, {
          discountMinor,
          shippingMinor: 0,
          vatRatePercent: cart.vatRatePercent,
          allowDecimals,
        })
        const estimate = estimateShipment({
          siteCountry: SITE_COUNTRY,
          currency,
          carriers: [cart.carrier],
          shipmentCountry: SITE_COUNTRY,
          shipmentPostalCode: '28013',
          subtotalMinor: goods.totalMinor,
          freeShippingFromMinor: cart.freeShippingFromMinor,
          allowDecimals,
          now: NOW,
        })
        const shippingMinor = estimate.ok ? (estimate.options[0]?.priceMinor ?? 0) : 0
        const totals = cartTotals(lines, {
          discountMinor,
          shippingMinor,
          vatRatePercent: cart.vatRatePercent,
          allowDecimals,
        })

        const shown = (minor: number) => displayedMinor(minor, currency, allowDecimals)
        const shownLines = lines.map((l) => shown(l.unitPriceMinor * l.quantity))
        for (const [i, l] of lines.entries()) {
          expect(shown(l.unitPriceMinor)).toBe(l.unitPriceMinor)
          expect(shownLines[i]).toBe(l.unitPriceMinor * l.quantity)
        }
        expect(shown(totals.discountMinor)).toBe(totals.discountMinor)
        expect(shown(totals.shippingMinor)).toBe(totals.shippingMinor)
        expect(shown(totals.totalMinor)).toBe(totals.totalMinor)
        // The VAT figure is rounded once to the brand's unit, so it too displays exactly its amount (decision 042).
        expect(shown(totals.vatIncludedMinor)).toBe(totals.vatIncludedMinor)
        const sum = shownLines.reduce((s, v) => s + v, 0) - shown(totals.discountMinor) + shown(totals.shippingMinor)
        expect(sum).toBe(shown(totals.totalMinor))
        if (!allowDecimals) {
          for (const amount of [...shownLines, totals.discountMinor, totals.shippingMinor, totals.totalMinor])
            expect(amount % 100).toBe(0)
        }
      }),
      { numRuns: 2000 },
    )
  })

  test('the measured WPX-CZ case: 341.29 Kč less 10 % plus 149 Kč is 457 Kč shown, stored and charged', () => {
    const unit = shownMinor(34_129, false)
    const lines: PricedChoice[] = [
      {
        lineId: 'a',
        articleId: 1,
        variantId: 1,
        unitPriceMinor: unit,
        quantity: 1,
        designId: null,
        personalisedDesignId: null,
      },
    ]
    const percent = evaluatePromotion(
      {
        code: 'TEN',
        brandSlug: 'WPX-CZ',
        kind: 'PERCENT',
        value: 10,
        currency: null,
        minSubtotalMinor: 0,
        validFrom: 0,
        validTo: NOW,
        maxUses: null,
        uses: 0,
        maxUsesPerEmail: null,
      },
      { code: 'TEN', brandSlug: 'WPX-CZ', currency: 'CZK', subtotalMinor: unit, now: NOW, allowDecimals: false },
    )
    const discountMinor = percent.ok ? percent.discountMinor : -1
    const totals = cartTotals(lines, { discountMinor, shippingMinor: 14_900, vatRatePercent: 21, allowDecimals: false })
    expect([unit, discountMinor, totals.totalMinor]).toEqual([34_200, 3_400, 45_700])
  })
})
