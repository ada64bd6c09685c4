import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDb, openDb, tablesOf, type Db } from '../../../db/client.js'
import { saveTenant } from '../../../db/queries/tenants.js'
import type { orders } from '../../../db/schema/index.js'
import { ORDER_STATUS } from '../../domain/orders/order-status.js'
import wpxPl from '../../../tenants/wpx-pl/tenant.js'
import { brandHomeVatRate, commissionsByMonth, commissionStatement } from './partner-commissions.js'

const BRAND = 'WPX-PL'
let dir: string
let db: Db
let seq = 0

/** An order row with every NOT NULL column filled; by default 100.00 of goods at 21 % VAT (contained 17.36). */
async function insertOrder(p: Partial<typeof orders.$inferInsert> = {}): Promise<string> {
  seq += 1
  const publicId = p.publicId ?? `${seq.toString(16).padStart(8, '0')}${'e'.repeat(24)}`
  const createdAt = p.createdAt ?? Date.UTC(2026, 2, 15, 10)
  await db.insert(tablesOf(db).orders).values({
    publicId,
    brandSlug: BRAND,
    siteCode: 'pl',
    language: 'pl',
    currency: 'EUR',
    sessionId: `session-${seq}`,
    customerId: null,
    cartId: `cart-${seq}`,
    idempotencyKey: `idem-${seq}`,
    status: ORDER_STATUS.DELIVERED,
    contact: { email: `shopper${seq}@example.com`, phone: '+48 600 000 000' },
    address: {
      firstName: 'Anna',
      lastName: 'Kowalska',
      street: 'ul. Długa 1',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'PL',
    },
    shipment: { mode: 'ADDRESS', carrier: 'GLS', priceMinor: 0 },
    paymentMethod: 'CARD',
    paymentKind: 'ONLINE',
    promotionCode: null,
    subtotalMinor: 10_000,
    discountMinor: 0,
    shippingMinor: 0,
    vatMinor: 1736,
    totalMinor: 10_000,
    attribution: { afcust: '1001', afcmp: 'spring' },
    updatedAt: createdAt,
    ...p,
    createdAt,
  })
  return publicId
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'partner-commissions-'))
  db = openDb(join(dir, 'test.sqlite'))
  await saveTenant(db, wpxPl)
  const { customers, partnerSettings } = tablesOf(db)
  const now = Date.UTC(2026, 0, 1)
  for (const [email, affiliateId] of [
    ['partner@example.com', 1001],
    ['other@example.com', 100],
  ] as const) {
    const id = (
      await db
        .insert(customers)
        .values({
          brandSlug: BRAND,
          email,
          firstName: 'Łukasz',
          lastName: 'Michałowski',
          kind: 'internal',
          permissions: [],
          language: 'pl',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: customers.id })
    )[0]!.id
    await db.insert(partnerSettings).values({
      customerId: id,
      affiliateId,
      payoutIban: 'PL61109010140000071219812874',
      payoutHolder: 'Łukasz Michałowski',
      commissionPercent: 10,
      updatedAt: now,
    })
  }

  // Earning for 1001, EUR, March 2026 (the first order's base 8265 has a commission of exactly 826.5 -> 827).
  await insertOrder({
    publicId: 'aaaaaaaa' + '1'.repeat(24),
    createdAt: Date.UTC(2026, 2, 1, 0, 0),
    subtotalMinor: 10_001,
    totalMinor: 10_001,
  })
  // 90.00 goods after a 10.00 discount, 4.99 shipping; VAT 16.49 on the total, 15.62 of it on the goods -> base 7438.
  await insertOrder({
    publicId: 'bbbbbbbb' + '2'.repeat(24),
    createdAt: Date.UTC(2026, 2, 31, 23, 59, 59),
    discountMinor: 1000,
    shippingMinor: 499,
    totalMinor: 9499,
    vatMinor: 1649,
    status: ORDER_STATUS.RECEIVED,
  })
  // Earning, other currency in the same month.
  await insertOrder({
    currency: 'PLN',
    siteCode: 'pl',
    createdAt: Date.UTC(2026, 2, 10),
    subtotalMinor: 12_300,
    totalMinor: 12_300,
    vatMinor: 2300,
  })
  // Earning, February and April.
  await insertOrder({ createdAt: Date.UTC(2026, 1, 28, 23, 59) })
  await insertOrder({ createdAt: Date.UTC(2026, 3, 1, 0, 0) })
  // Not earning for 1001: unpaid, canceled, no attribution, another partner (whose id is a prefix of 1001), a
  // number instead of a string, another brand.
  await insertOrder({ status: ORDER_STATUS.AWAITING_PAYMENT })
  await insertOrder({ status: ORDER_STATUS.CANCELED })
  await insertOrder({ attribution: null })
  await insertOrder({ attribution: { afcmp: 'spring' } })
  await insertOrder({ attribution: { afcust: '100' } })
  await insertOrder({ attribution: { afcust: '10010' } })
  await insertOrder({ attribution: { afcust: 1001 } })
  await insertOrder({ brandSlug: 'WPX-ES', siteCode: 'es' })
})

afterAll(async () => {
  if (db) await closeDb(db)
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const partner = { brandSlug: BRAND, affiliateId: 1001, commissionPercent: 10 }

describe('commissionsByMonth', () => {
  it('counts only attributed, paid, non-canceled orders, per UTC month and currency, newest first', async () => {
    expect(await commissionsByMonth(db, partner)).toEqual([
      { month: '2026-04', currency: 'EUR', orders: 1, baseMinor: 8264, commissionMinor: 826 },
      { month: '2026-03', currency: 'EUR', orders: 2, baseMinor: 8265 + 7438, commissionMinor: 827 + 744 },
      { month: '2026-03', currency: 'PLN', orders: 1, baseMinor: 10_000, commissionMinor: 1000 },
      { month: '2026-02', currency: 'EUR', orders: 1, baseMinor: 8264, commissionMinor: 826 },
    ])
  })

  it('applies the partner commission percent', async () => {
    const rows = await commissionsByMonth(db, { ...partner, commissionPercent: 15 })
    // 8265 * 15 % = 1239.75 -> 1240; 7438 * 15 % = 1115.7 -> 1116
    expect(rows.find((r) => r.month === '2026-03' && r.currency === 'EUR')?.commissionMinor).toBe(1240 + 1116)
  })

  it('keeps partners and brands apart', async () => {
    expect(await commissionsByMonth(db, { ...partner, affiliateId: 100 })).toEqual([
      { month: '2026-03', currency: 'EUR', orders: 1, baseMinor: 8264, commissionMinor: 826 },
    ])
    expect(await commissionsByMonth(db, { ...partner, affiliateId: 4242 })).toEqual([])
    expect(await commissionsByMonth(db, { ...partner, brandSlug: 'WPX-ES' })).toEqual([
      { month: '2026-03', currency: 'EUR', orders: 1, baseMinor: 8264, commissionMinor: 826 },
    ])
  })
})

describe('commissionStatement', () => {
  const march = { ...partner, month: '2026-03', currency: 'EUR' }

  it('lists the month orders and adds VAT at the brand home rate (PL 23 %) for a partner with a VAT id', async () => {
    expect(await brandHomeVatRate(db, BRAND)).toBe(23)
    const s = await commissionStatement(db, { ...march, partnerVatId: 'PL5260250274' })
    expect(s).not.toBeNull()
    expect(s!.invoiceNumber).toBe('WPX-PL-C-202603-1001')
    expect(s!.lines.map((l) => [l.orderNumber, l.date, l.baseMinor, l.commissionMinor])).toEqual([
      ['AAAAAAAA', '2026-03-01', 8265, 827],
      ['BBBBBBBB', '2026-03-31', 7438, 744],
    ])
    // net 1571, VAT 23 % = 361.33 -> 361
    expect(s!.totals).toEqual({
      baseMinor: 15_703,
      netMinor: 1571,
      vatRatePercent: 23,
      vatMinor: 361,
      grossMinor: 1932,
    })
    expect(s!.vatApplicable).toBe(true)
  })

  it('has no VAT without a partner VAT id, and takes an explicit rate', async () => {
    const noVat = (await commissionStatement(db, { ...march, partnerVatId: null }))!
    expect(noVat.vatApplicable).toBe(false)
    expect(noVat.totals).toEqual({
      baseMinor: 15_703,
      netMinor: 1571,
      vatRatePercent: 0,
      vatMinor: 0,
      grossMinor: 1571,
    })
    const es = (await commissionStatement(db, { ...march, partnerVatId: 'ESB12345678', vatRatePercent: 21 }))!
    expect(es.totals).toMatchObject({ vatRatePercent: 21, vatMinor: 330, grossMinor: 1901 }) // 329.91 -> 330
  })

  it('keeps currencies apart and is null for a month or currency without earnings', async () => {
    const pln = (await commissionStatement(db, { ...march, currency: 'PLN', partnerVatId: null }))!
    expect(pln.lines).toHaveLength(1)
    expect(pln.totals.netMinor).toBe(1000)
    expect(await commissionStatement(db, { ...march, month: '2026-05', partnerVatId: null })).toBeNull()
    expect(await commissionStatement(db, { ...march, currency: 'CZK', partnerVatId: null })).toBeNull()
  })

  it('rejects a malformed month', async () => {
    await expect(commissionStatement(db, { ...march, month: '2026-3', partnerVatId: null })).rejects.toThrow(RangeError)
  })

  it('needs a site to know the brand home rate when none is given', async () => {
    await expect(
      commissionStatement(db, { ...march, brandSlug: 'WPX-ES', partnerVatId: 'ESB12345678' }),
    ).rejects.toThrow(/no site/)
  })
})
