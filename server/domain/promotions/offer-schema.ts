import { z } from 'zod'
import { ARTICLE_KINDS, CURRENCIES, SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'
import type { OfferRule } from './offer-types.js'

/**
 * An automatic offer as the console edits it and a publish stores it (decision 041). Checked here: the shape and the
 * rules that need no catalogue. What needs one (an amount larger than a copy it applies to) is offerPriceProblems().
 */

const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'a local date and time, YYYY-MM-DDTHH:mm')
  .refine((s) => !Number.isNaN(Date.parse(`${s}:00Z`)), 'not a real date')
const percent = z.number().int().min(1, 'at least 1').max(100, 'at most 100')
const minor = z.number().int().min(1, 'at least 1').max(100_000_000)
const key = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'key: lowercase letters, digits and dashes')
const listOf = (item: z.ZodString) => z.array(item).max(200)

export const offerRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent }),
  z.object({
    kind: z.literal('amount'),
    amounts: z
      .partialRecord(z.enum(CURRENCIES), minor)
      .refine((a) => Object.keys(a).length > 0, 'an amount per currency'),
  }),
  z.object({ kind: z.literal('nth'), n: z.number().int().min(2, 'at least 2').max(20, 'at most 20'), percent }),
  z.object({
    kind: z.literal('tiers'),
    tiers: z
      .array(z.object({ minQuantity: z.number().int().min(1).max(10_000), percent }))
      .min(1, 'at least one tier')
      .max(10)
      .refine(
        (ts) =>
          ts.every((t, i) => i === 0 || (t.minQuantity > ts[i - 1]!.minQuantity && t.percent > ts[i - 1]!.percent)),
        'tiers go up in quantity and in percent',
      ),
  }),
  z.object({
    kind: z.literal('free_shipping'),
    fromMinor: z
      .record(z.string().regex(/^[a-z]{2}$/), z.number().int().min(0).max(100_000_000))
      .refine((a) => Object.keys(a).length > 0, 'a threshold per site'),
  }),
])

export const offerScopeSchema = z.object({
  articles: listOf(z.string().min(1).max(64)).default([]),
  variants: listOf(z.string().min(1).max(64)).default([]),
  kinds: z.array(z.enum(ARTICLE_KINDS)).max(ARTICLE_KINDS.length).default([]),
  tags: listOf(z.string().min(1).max(64)).default([]),
})

export const offerTextsSchema = z
  .partialRecord(
    z.enum(SHOP_LANGUAGES),
    z.object({
      title: z.string().trim().min(1, 'must not be empty').max(80, 'at most 80 characters'),
      description: z.string().trim().max(400, 'at most 400 characters'),
    }),
  )
  .refine((t) => Object.keys(t).length > 0, 'a title in at least one language')

export const offerDefSchema = z
  .object({
    key,
    texts: offerTextsSchema,
    rule: offerRuleSchema,
    scope: offerScopeSchema,
    sites: z
      .array(z.string().regex(/^[a-z]{2}$/, 'a site code'))
      .max(50)
      .default([]),
    startsAt: localDateTime,
    endsAt: localDateTime,
    landingKey: key.nullable().default(null),
  })
  .superRefine((o, ctx) => {
    if (o.endsAt <= o.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'ends before it starts' })
    const s = o.scope
    if (o.rule.kind === 'free_shipping' && (s.articles.length || s.variants.length || s.kinds.length || s.tags.length))
      ctx.addIssue({ code: 'custom', path: ['scope'], message: 'free shipping applies to the whole cart: no scope' })
  })

export type OfferDef = z.infer<typeof offerDefSchema>

/**
 * An amount off that is larger than a copy it applies to would make that line negative: refused when saved, naming the
 * currency. `cheapestInScope`: the lowest regular price of one copy in the offer's scope, per currency it is sold in.
 */
export function offerPriceProblems(rule: OfferRule, cheapestInScope: ReadonlyMap<string, number>): string[] {
  if (rule.kind !== 'amount') return []
  return Object.entries(rule.amounts).flatMap(([currency, amount]) => {
    const cheapest = cheapestInScope.get(currency)
    return cheapest !== undefined && amount > cheapest
      ? [`${currency}: ${amount} off is more than the cheapest copy in scope (${cheapest})`]
      : []
  })
}
