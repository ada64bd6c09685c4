import { closeSync, openSync, unlinkSync, writeSync } from 'node:fs'
import { stringify } from 'csv-stringify/sync'
import { batchSummaries, promotionsOfBrand } from '../../db/queries/console.js'
import { currentBrandOffers } from '../../db/queries/offers.js'
import { codesOfBatch, findPromotionBatch, ordersWithCodes } from '../../db/queries/promotions.js'
import { DAY_MS, dayMs, parseBatchOptions } from '../../server/domain/promotions/code-batch.js'
import type { OfferRule, OfferScope } from '../../server/domain/promotions/offer-types.js'
import { createCodeBatch } from '../../server/services/promotions/promotion-codes.js'
import { findBrand } from './brand-lookup.js'
import { command, fail, when, type CommandGroup, type OpsContext } from './command.js'

/**
 * `promo batch|list|uses`: batches of single-use codes (the console's codes are edited in the console), what a brand
 * has running, and the orders that used its codes (docs/operations.md).
 */

const money = (minor: number, currency: string | null) => `${(minor / 100).toFixed(2)}${currency ? ` ${currency}` : ''}`
const day = (ms: number) => when(ms).slice(0, 10)

async function brandOf(ctx: OpsContext, slug: string | undefined): Promise<string> {
  if (!slug) throw new Error('--brand: name a brand, e.g. WPX-ES')
  if (!(await findBrand(ctx, slug))) throw new Error(`--brand: no brand ${slug}`)
  return slug
}

const batch = command({
  options: {
    brand: 'string',
    prefix: 'string',
    count: 'string',
    percent: 'string',
    amount: 'string',
    currency: 'string',
    min: 'string',
    from: 'string',
    to: 'string',
    note: 'string',
    out: 'string',
  },
  async run(ctx, { values: { out, ...options } }) {
    const parsed = parseBatchOptions(options)
    if (!parsed.ok) return fail(parsed.error)
    const spec = parsed.value
    await brandOf(ctx, spec.brandSlug)
    // The file first (a new one, never over another): a path that cannot be written stops the batch before it exists.
    let fd: number | undefined
    if (out !== undefined) {
      try {
        fd = openSync(out, 'wx')
      } catch (e) {
        return fail(`--out: cannot create ${out}: ${(e as Error).message}`)
      }
    }
    let made: Awaited<ReturnType<typeof createCodeBatch>>
    try {
      made = await createCodeBatch(ctx.db, spec, ctx.now)
    } catch (e) {
      if (fd !== undefined) {
        closeSync(fd)
        unlinkSync(out!)
      }
      throw e
    }
    const csv = stringify(
      made.codes.map((code) => [
        code,
        spec.brandSlug,
        made.batchId,
        spec.kind === 'PERCENT' ? `${spec.value} %` : money(spec.value, spec.currency),
        money(spec.minSubtotalMinor, spec.currency),
        day(spec.validFrom),
        day(spec.validTo),
      ]),
      { header: true, columns: ['code', 'brand', 'batch', 'discount', 'min_order', 'valid_from', 'valid_to'] },
    )
    if (fd === undefined) process.stdout.write(csv)
    else {
      writeSync(fd, csv)
      closeSync(fd)
    }
    console.error(
      `batch ${made.batchId}: ${made.codes.length} single-use codes ${spec.prefix}-XXXXXXXX for ${spec.brandSlug}` +
        (out === undefined ? '' : `, written to ${out}`),
    )
    return 0
  },
})

function describeRule(rule: OfferRule): string {
  switch (rule.kind) {
    case 'percent':
      return `${rule.percent} % off`
    case 'amount':
      return `${Object.entries(rule.amounts)
        .map(([currency, minor]) => money(minor, currency))
        .join(' / ')} off each copy`
    case 'nth':
      return `every ${rule.n}. copy ${rule.percent} % off`
    case 'tiers':
      return `tiers ${rule.tiers.map((t) => `${t.minQuantity}+: ${t.percent} %`).join(', ')}`
    case 'free_shipping':
      return `free shipping from ${Object.entries(rule.fromMinor)
        .map(([site, minor]) => `${money(minor, null)} (${site})`)
        .join(', ')}`
  }
}

function describeScope(scope: OfferScope, sites: string[]): string {
  const parts = [
    ...scope.articles.map((a) => `article ${a}`),
    ...scope.variants.map((v) => `variant ${v}`),
    ...scope.kinds.map((k) => `kind ${k}`),
    ...scope.tags.map((t) => `tag ${t}`),
  ]
  return `${parts.length ? parts.join(', ') : 'whole range'}; ${sites.length ? `sites ${sites.join(', ')}` : 'every site'}`
}

const list = command({
  options: { brand: 'string' },
  async run(ctx, { values }) {
    const brand = await brandOf(ctx, values.brand)
    const codes = await promotionsOfBrand(ctx.db, brand, { batches: false })
    console.log(`Codes (${codes.length}):`)
    for (const p of codes)
      console.log(
        [
          `  ${p.code.padEnd(16)}`,
          (p.kind === 'PERCENT' ? `${p.value} %` : money(p.value, p.currency)).padEnd(12),
          `${day(p.validFrom)} - ${day(p.validTo)}`,
          `uses ${p.uses}/${p.maxUses ?? 'no limit'}`,
          `per email ${p.maxUsesPerEmail ?? 'no limit'}`,
          ...(p.minSubtotalMinor ? [`min ${money(p.minSubtotalMinor, p.currency)}`] : []),
        ].join('  '),
      )
    const batches = await batchSummaries(ctx.db, brand)
    console.log(`Batches of single-use codes (${batches.length}):`)
    for (const b of batches)
      console.log(
        `  #${b.id}  ${b.prefix}-XXXXXXXX  used ${b.used}/${b.count}  ${day(b.validFrom)} - ${day(b.validTo)}` +
          (b.note ? `  ${b.note}` : ''),
      )
    const offers = await currentBrandOffers(ctx.db, brand)
    console.log(`Automatic offers (${offers.length}, local time of each site):`)
    for (const o of offers)
      console.log(
        `  ${o.key.padEnd(16)}  ${o.startsAt} - ${o.endsAt}  ${describeRule(o.rule)}  (${describeScope(o.scope, o.sites)})`,
      )
    return 0
  },
})

const uses = command({
  options: { brand: 'string', code: 'string', batch: 'string', from: 'string', to: 'string' },
  async run(ctx, { values }) {
    const brand = await brandOf(ctx, values.brand)
    if (values.code !== undefined && values.batch !== undefined) return fail('--code or --batch: give one of them')
    const fromMs = values.from === undefined ? 0 : dayMs(values.from)
    if (Number.isNaN(fromMs)) return fail('--from: a day as YYYY-MM-DD')
    const toMs = values.to === undefined ? ctx.now : dayMs(values.to) + DAY_MS - 1
    if (Number.isNaN(toMs)) return fail('--to: a day as YYYY-MM-DD')
    if (toMs < fromMs) return fail('--to: the last day is before --from')
    let codes: string[] | undefined
    if (values.code !== undefined) codes = [values.code.trim().toUpperCase()]
    if (values.batch !== undefined) {
      const id = /^\d{1,9}$/.test(values.batch) ? Number(values.batch) : Number.NaN
      if (Number.isNaN(id) || !(await findPromotionBatch(ctx.db, brand, id)))
        return fail(`--batch: no batch ${values.batch} of ${brand} (npm run ops -- promo list --brand ${brand})`)
      codes = await codesOfBatch(ctx.db, brand, id)
    }
    const orders = await ordersWithCodes(ctx.db, brand, { codes, fromMs, toMs })
    // Per code and currency: a brand's sites may sell in several currencies.
    const per = new Map<string, { code: string; currency: string; orders: number; discountMinor: number }>()
    const totals = new Map<string, number>()
    for (const o of orders) {
      const key = `${o.code} ${o.currency}`
      const row = per.get(key) ?? { code: o.code, currency: o.currency, orders: 0, discountMinor: 0 }
      row.orders++
      row.discountMinor += o.discountMinor
      per.set(key, row)
      totals.set(o.currency, (totals.get(o.currency) ?? 0) + o.discountMinor)
    }
    console.log(
      `${orders.length} order(s) with a code, ${day(fromMs)} - ${day(toMs)}; discount ${
        totals.size ? [...totals].map(([currency, minor]) => money(minor, currency)).join(', ') : '0.00'
      }`,
    )
    for (const r of [...per.values()].sort(
      (a, b) => a.code.localeCompare(b.code) || a.currency.localeCompare(b.currency),
    ))
      console.log(
        `  ${r.code.padEnd(24)}  ${String(r.orders).padStart(5)} order(s)  ${money(r.discountMinor, r.currency)}`,
      )
    return 0
  },
})

export const promoCommands: CommandGroup = {
  actions: { batch, list, uses },
  unknownAction: (action) => `unknown promo action ${action ?? '(none)'}: batch, list or uses`,
}
