import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tablesOf } from '../../db/client.js'
import * as oq from '../../db/queries/orders.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { runOps } from '../helpers/ops-cli.js'
import { emailUsesOf, insertPercentCode, readyWithCode, usesOf } from '../helpers/promotions.js'
import { placeOrderJson, readyToPlace, shopper } from '../helpers/shopper.js'
import { addStaff, consoleAs, type ConsoleClient } from '../helpers/staff.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Promotion codes beyond the total limit (promotion-uses.test.ts): the limit per shopper (email), single-use batches
// made by the ops CLI, and concurrent orders in one process. Runs on the engine of the pass; across two PostgreSQL
// instances: postgres-concurrency.test.ts.
const HOST = 'wpx-es.localhost'
const BRAND = '/console/brands/WPX-ES'
const FAR = Date.UTC(2100, 0, 1)
let app: TestApp
let marketer: ConsoleClient

beforeAll(async () => {
  app = await startTestApp()
  await addStaff(app, 'codes@staff.example', 'marketer', ['WPX-ES'])
  marketer = await consoleAs(app, 'codes@staff.example')
}, 60_000)
afterAll(() => app.close())

const orderOf = async (res: { json<T>(): T }) =>
  (await oq.findOrderByPublicId(app.db, res.json<{ order: string }>().order))!
type RefusedCart = { promotion: { code: string; ok: boolean; reason?: string; message?: string } | null }

describe('a limit of uses per shopper (email)', () => {
  test('set in the console; judged at review once the email is known; refused at placement; counted per email', async () => {
    const saved = await marketer.post(`${BRAND}/promotions`, {
      code: 'ONEEACH',
      kind: 'PERCENT',
      value: '10',
      currency: '',
      minSubtotal: '0',
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      maxUses: '',
      maxUsesPerEmail: '1',
    })
    expect(saved.status, saved.text).toBe(200)
    expect((await marketer.post(`${BRAND}/publish`)).status).toBe(200)
    const list = await marketer.get(`${BRAND}/promotions`)
    expect(list.text).toMatch(/ONEEACH<\/a><\/th><td>10 %<\/td><td>[^<]*<\/td><td>0 \(no limit\)<\/td><td>1<\/td>/)

    // Two checkouts of one shopper (Ana) reach the review with the code; a third shopper too.
    const first = await readyWithCode(app, HOST, 'ONEEACH', 'ana@example.es', 2)
    const again = await readyWithCode(app, HOST, 'ONEEACH', 'Ana@Example.es', 2)
    const other = await readyWithCode(app, HOST, 'ONEEACH', 'luis@example.es', 2)
    const placed = await placeOrderJson(first.s, first.ready)
    expect(placed.status, placed.text).toBe(200)
    expect((await orderOf(placed)).promotionCode).toBe('ONEEACH')
    expect(await emailUsesOf(app.db, 'WPX-ES', 'ONEEACH', 'ana@example.es')).toBe(1)

    // Ana's second checkout: the review now says why the code gives nothing, in Spanish, and the total has no discount.
    const review = await again.s.page('/checkout?step=4')
    expect(review.text).toContain('Ya has usado este código tantas veces como puede usarlo cada cliente.')
    const cart = await again.s.cart()
    expect(cart.promotion).toMatchObject({ code: 'ONEEACH', ok: false, reason: 'USED_UP_FOR_EMAIL' })
    expect((cart as RefusedCart).promotion!.message).toBe(
      'Ya has usado este código tantas veces como puede usarlo cada cliente.',
    )
    expect(cart.totals.discountMinor).toBe(0)
    // The code stays on the cart (like a minimum not reached); placing refuses once, removes it, then orders in full.
    const refused = await again.s.post(
      '/checkout/place',
      { ...again.ready, paymentMethod: 'CARD', acceptTerms: 'on' },
      false,
    )
    expect(refused.status).toBe(303)
    expect(refused.headers.location).toBe('/checkout?step=4&error=promotion_used_up_for_email')
    expect((await again.s.page(String(refused.headers.location))).text).toContain(
      'por lo que se ha quitado de tu pedido',
    )
    expect((await again.s.cart()).promotion).toBeNull()
    const full = await placeOrderJson(again.s, again.ready)
    expect(full.status, full.text).toBe(200)
    expect((await orderOf(full)).promotionCode).toBeNull()
    expect(await emailUsesOf(app.db, 'WPX-ES', 'ONEEACH', 'ana@example.es')).toBe(1)

    // Another shopper still gets it.
    const luis = await placeOrderJson(other.s, other.ready)
    expect(luis.status, luis.text).toBe(200)
    expect((await orderOf(luis)).discountMinor).toBeGreaterThan(0)
    expect(await usesOf(app.db, 'WPX-ES', 'ONEEACH')).toBe(2)
  })

  test('a shopper who changes the email at step 1 is judged for the new one', async () => {
    await insertPercentCode(app.db, {
      code: 'SWITCH',
      brandSlug: 'WPX-ES',
      value: 10,
      validTo: FAR,
      maxUsesPerEmail: 1,
    })
    const one = await readyWithCode(app, HOST, 'SWITCH', 'eva@example.es')
    expect((await placeOrderJson(one.s, one.ready)).status).toBe(200)
    const two = await readyWithCode(app, HOST, 'SWITCH', 'eva@example.es')
    expect((await two.s.cart()).promotion).toMatchObject({ ok: false, reason: 'USED_UP_FOR_EMAIL' })
    const ready = await readyToPlace(two.s, 'eva.marquez@example.es', ES_ADDRESS)
    expect((await two.s.cart()).promotion).toMatchObject({ ok: true })
    const placed = await placeOrderJson(two.s, ready)
    expect(placed.status, placed.text).toBe(200)
    expect((await orderOf(placed)).promotionCode).toBe('SWITCH')
  })

  test('two orders sent at once with one email and a limit of 1 give exactly one use', async () => {
    await insertPercentCode(app.db, {
      code: 'ONCEPP',
      brandSlug: 'WPX-ES',
      value: 10,
      validTo: FAR,
      maxUsesPerEmail: 1,
    })
    const both = await Promise.all([1, 2].map(() => readyWithCode(app, HOST, 'ONCEPP', 'twin@example.es')))
    const answers = await Promise.all(both.map(({ s, ready }) => placeOrderJson(s, ready)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(answers.find((r) => r.status === 409)!.json<{ error: { code: string } }>().error.code).toBe(
      'promotion_used_up_for_email',
    )
    expect(await usesOf(app.db, 'WPX-ES', 'ONCEPP')).toBe(1)
    expect(await emailUsesOf(app.db, 'WPX-ES', 'ONCEPP', 'twin@example.es')).toBe(1)
  })
})

describe('orders sent at once in one process', () => {
  test('a code with 3 uses and 8 concurrent orders: exactly 3 orders get it', async () => {
    await insertPercentCode(app.db, { code: 'THREE', brandSlug: 'WPX-ES', value: 10, validTo: FAR, maxUses: 3 })
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => readyWithCode(app, HOST, 'THREE', `three${i}@example.es`)),
    )
    const answers = await Promise.all(shoppers.map(({ s, ready }) => placeOrderJson(s, ready)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409])
    expect(await usesOf(app.db, 'WPX-ES', 'THREE')).toBe(3)
    for (const r of answers.filter((a) => a.status === 200)) expect((await orderOf(r)).promotionCode).toBe('THREE')
  })
})

describe('single-use batches by the ops CLI', () => {
  const dates = ['--from', '2026-11-01', '--to', '2026-12-31']
  const batchArgs = ['--brand', 'WPX-ES', '--prefix', 'xmas', ...dates]
  const batch = (...args: string[]) => runOps(app, undefined, 'promo', 'batch', ...args)
  /** Every batch and batch code stored: what a refused command must leave as it was. */
  const batchRows = async () => {
    const t = tablesOf(app.db)
    return {
      batches: await app.db.select().from(t.promotionBatches),
      codes: await app.db.select().from(t.promotions).where(isNotNull(t.promotions.batchId)),
    }
  }

  test('bad options are named, exit 1 and write nothing', async () => {
    const before = await batchRows()
    for (const [args, message] of [
      [['--count', '5', '--percent', '150'], /--percent: a whole number from 1 to 100/],
      [['--count', '5', '--percent', '10', '--amount', '500'], /--percent or --amount: give exactly one/],
      [['--count', '5', '--amount', '500'], /--currency: an amount needs its currency/],
      [['--count', '0', '--percent', '10'], /--count: a whole number from 1 to 10000/],
      [['--count', 'many', '--percent', '10'], /--count/],
      [['--count', '5', '--percent', '10', '--currency', 'XXX'], /--currency: one of/],
      [['--count', '5', '--percent', '10', '--min', '-1'], /--min/],
    ] as const) {
      const r = await batch(...batchArgs, ...args)
      expect(r.code, r.stderr).toBe(1)
      expect(r.stderr).toMatch(message)
      expect(r.stdout).toBe('')
    }
    const r = await batch(...batchArgs.slice(0, 6), '--to', '2026-02-30', '--count', '5', '--percent', '10')
    expect(r.code).toBe(1)
    expect(r.stderr).toMatch(/--to: the last valid day as YYYY-MM-DD/)
    const unknown = await batch('--brand', 'NOPE', '--prefix', 'X', '--count', '1', '--percent', '5', ...dates)
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/--brand: no brand NOPE/)
    expect(await batchRows()).toEqual(before)
  })

  test('a batch: CSV of unique codes, each usable once; two checkouts at once with one code give one use', async () => {
    const r = await batch(...batchArgs, '--count', '40', '--percent', '15', '--note', 'Navidad')
    expect(r.code, r.stderr).toBe(0)
    const rows = parse(r.stdout.slice(r.stdout.indexOf('code,')), { columns: true }) as Record<string, string>[]
    expect(rows).toHaveLength(40)
    expect(new Set(rows.map((x) => x.code)).size).toBe(40)
    for (const row of rows) {
      expect(row.code).toMatch(/^XMAS-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/)
      expect(row).toMatchObject({ brand: 'WPX-ES', discount: '15 %', valid_from: '2026-11-01', valid_to: '2026-12-31' })
    }
    const batchId = Number(rows[0]!.batch)
    expect(r.stderr).toContain(`batch ${batchId}: 40 single-use codes XMAS-XXXXXXXX for WPX-ES`)
    const t = tablesOf(app.db)
    const stored = await app.db.select().from(t.promotions).where(eq(t.promotions.batchId, batchId))
    expect(stored.map((p) => p.code).sort()).toEqual(rows.map((x) => x.code).sort())
    expect(stored.every((p) => p.maxUses === 1 && p.uses === 0 && p.kind === 'PERCENT' && p.value === 15)).toBe(true)

    const code = rows[0]!.code!
    const both = await Promise.all(['uno@example.es', 'dos@example.es'].map((e) => readyWithCode(app, HOST, code, e)))
    const answers = await Promise.all(both.map(({ s, ready }) => placeOrderJson(s, ready)))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.json<{ error: { code: string } }>().error.code).toBe(
      'promotion_used_up',
    )
    expect(await usesOf(app.db, 'WPX-ES', code)).toBe(1)
    // Later shoppers are told it is used up; another code of the batch still works.
    const late = await shopper(app, HOST)
    await late.post('/cart/add', { articleId: 102, quantity: 1 })
    await late.post('/cart/promotion', { code: code.toLowerCase() })
    expect(await late.cart()).toMatchObject({ promotion: { ok: false, reason: 'USED_UP' } })
    const next = await readyWithCode(app, HOST, rows[1]!.code!, 'tres@example.es')
    expect((await placeOrderJson(next.s, next.ready)).status).toBe(200)

    // The console lists the batch as a summary; a publish of the brand keeps every batch code as it was.
    const page = await marketer.get(`${BRAND}/promotions`)
    expect(page.text).toContain(`XMAS-… (#${batchId})`)
    expect(page.text).toMatch(
      new RegExp(
        `XMAS-… \\(#${batchId}\\)</th><td>40</td><td>2 of 40</td><td>2026-11-01 – 2026-12-31</td><td>Navidad</td>`,
      ),
    )
    expect(page.text).not.toContain(rows[2]!.code!)
    const json = await marketer.getJson<{ promotions: { code: string }[] }>(`${BRAND}/promotions`)
    expect(json.body.promotions.some((p) => p.code.startsWith('XMAS-'))).toBe(false)
    expect(
      (
        await marketer.post(`${BRAND}/promotions/WELCOME10`, {
          kind: 'PERCENT',
          value: '11',
          currency: '',
          minSubtotal: '0',
          validFrom: '2026-01-01',
          validTo: '2027-12-31',
          maxUses: '',
          maxUsesPerEmail: '',
        })
      ).status,
    ).toBe(200)
    expect((await marketer.post(`${BRAND}/publish`)).status).toBe(200)
    const after = await app.db.select().from(t.promotions).where(eq(t.promotions.batchId, batchId))
    expect(after.map((p) => [p.code, p.uses]).sort()).toEqual(
      stored.map((p) => [p.code, p.code === code || p.code === rows[1]!.code ? 1 : 0]).sort(),
    )

    // A console code that a batch has already is refused when saved to the draft, naming it; nothing changes.
    const clash = await marketer.post(`${BRAND}/promotions`, {
      code: rows[3]!.code!,
      kind: 'PERCENT',
      value: '50',
      currency: '',
      minSubtotal: '0',
      validFrom: '2026-01-01',
      validTo: '2027-12-31',
      maxUses: '',
      maxUsesPerEmail: '',
    })
    expect(clash.status).toBe(422)
    expect(clash.text).toContain(`code ${rows[3]!.code!} belongs to a batch of single-use codes`)
    const kept = (
      await app.db
        .select()
        .from(t.promotions)
        .where(and(eq(t.promotions.brandSlug, 'WPX-ES'), eq(t.promotions.code, rows[3]!.code!)))
    )[0]!
    expect(kept).toMatchObject({ value: 15, batchId, uses: 0 })

    // promo list and promo uses report them.
    const listed = await runOps(app, undefined, 'promo', 'list', '--brand', 'WPX-ES')
    expect(listed.code, listed.stderr).toBe(0)
    expect(listed.stdout).toMatch(/WELCOME10\s+11 %/)
    expect(listed.stdout).toMatch(/ONEEACH .*uses 2\/no limit {2}per email 1/)
    expect(listed.stdout).toContain(`#${batchId}  XMAS-XXXXXXXX  used 2/40  2026-11-01 - 2026-12-31  Navidad`)
    expect(listed.stdout).toMatch(/mugs-20 .* 20 % off\s+\(kind MUG, kind MAGIC_MUG; every site\)/)
    expect(listed.stdout).not.toContain(rows[2]!.code!)
    const used = await runOps(app, undefined, 'promo', 'uses', '--brand', 'WPX-ES', '--batch', String(batchId))
    expect(used.code, used.stderr).toBe(0)
    expect(used.stdout).toMatch(/^2 order\(s\) with a code/)
    expect(used.stdout).toContain(`  ${code}`)
    const byCode = await runOps(
      app,
      undefined,
      'promo',
      'uses',
      '--brand',
      'WPX-ES',
      '--code',
      'oneeach',
      '--from',
      '2026-11-23',
      '--to',
      '2026-11-23',
    )
    expect(byCode.stdout).toMatch(/^2 order\(s\) with a code, 2026-11-23 - 2026-11-23; discount \d+\.\d\d EUR/)
    expect(byCode.stdout).toMatch(/ONEEACH\s+2 order\(s\)/)
    const none = await runOps(
      app,
      undefined,
      'promo',
      'uses',
      '--brand',
      'WPX-ES',
      '--code',
      'ONEEACH',
      '--from',
      '2026-11-24',
    )
    expect(none.stdout).toMatch(/^0 order\(s\)/)
    const bad = await runOps(app, undefined, 'promo', 'uses', '--brand', 'WPX-ES', '--batch', '99999')
    expect(bad.code).toBe(1)
    expect(bad.stderr).toMatch(/--batch: no batch 99999 of WPX-ES/)
  })

  test('--out writes the CSV to a new file, never over an existing one', async () => {
    const out = join(tmpdir(), `codes-${process.pid}-${Date.now()}.csv`)
    try {
      const gift = ['--brand', 'WPX-ES', '--prefix', 'GIFT', ...dates, '--count', '3']
      const r = await batch(...gift, '--amount', '500', '--currency', 'EUR', '--min', '2000', '--out', out)
      expect(r.code, r.stderr).toBe(0)
      const rows = parse(readFileSync(out), { columns: true }) as Record<string, string>[]
      expect(rows.map((x) => x.code)).toHaveLength(3)
      expect(rows[0]).toMatchObject({ discount: '5.00 EUR', min_order: '20.00 EUR' })
      const before = await batchRows()
      const again = await batch(...gift, '--percent', '5', '--out', out)
      expect(again.code).toBe(1)
      expect(again.stderr).toMatch(/--out: cannot create/)
      expect(await batchRows()).toEqual(before)
    } finally {
      rmSync(out, { force: true })
    }
  })
})
