import { z } from 'zod'
import { offerDefSchema } from '../promotions/offer-schema.js'
import { CURRENCIES, SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'
import { blogPostsSchema, brandPagesSchema } from './brand-pages.js'
import { productSafetySchema } from '../catalog/product-safety.js'

/**
 * A brand's own content on top of the shared catalog (banners, landing pages and tags are shared by all
 * brands, with texts in every language): per item and language, the texts the brand replaces, plus whether a
 * banner is hidden on its hosts; the brand's promotion codes and automatic offers. The marketer console edits it through
 * drafts; the shop overlays it when rendering (server/domain/tenancy/brand-content.ts).
 */

const itemKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'item key: lowercase letters, digits and dashes')
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`)
const perLanguage = <T extends z.ZodType>(texts: T) => z.partialRecord(z.enum(SHOP_LANGUAGES), texts)

export const bannerOverrideSchema = z.object({
  hidden: z.boolean().optional(),
  texts: perLanguage(
    z.object({ title: text(80).optional(), subtitle: text(160).optional(), cta: text(40).optional() }),
  ).optional(),
})

export const landingOverrideSchema = z.object({
  texts: perLanguage(
    z.object({ title: text(100).optional(), intro: text(400).optional(), body: text(5000).optional() }),
  ).optional(),
})

export const tagOverrideSchema = z.object({
  texts: perLanguage(z.object({ name: text(60).optional(), description: text(400).optional() })).optional(),
})

const epochMs = z.number().int().min(0).max(8_640_000_000_000_000)

/** A promotion code of the brand (the shape of the `promotions` table without the brand). */
export const promotionSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9-]{1,32}$/, 'code: 1-32 capital letters, digits or dashes'),
    kind: z.enum(['PERCENT', 'FIXED']),
    value: z.number().int().min(1, 'at least 1'),
    currency: z.enum(CURRENCIES).nullable(),
    minSubtotalMinor: z.number().int().min(0).max(100_000_000),
    validFrom: epochMs,
    validTo: epochMs,
    /** Orders that may use the code in all; null (or left out by documents older than the field) for no limit. */
    maxUses: z.number().int().min(1, 'at least 1').max(100_000_000).nullable().default(null),
    /** Orders one shopper (one email address) may place with the code; null (or left out) for no limit. */
    maxUsesPerEmail: z.number().int().min(1, 'at least 1').max(100_000_000).nullable().default(null),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'PERCENT' && p.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'a percentage is at most 100' })
    if (p.kind === 'FIXED' && p.currency === null)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'a fixed amount needs a currency' })
    if (p.validTo < p.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'ends before it starts' })
  })

/** What the brand_content table holds: the overrides of shared catalog items. */
export const brandOverridesSchema = z.object({
  banners: z.record(itemKey, bannerOverrideSchema),
  landings: z.record(itemKey, landingOverrideSchema),
  tags: z.record(itemKey, tagOverrideSchema),
})

export const brandContentSchema = brandOverridesSchema.extend({
  promotions: z
    .array(promotionSchema)
    .max(200)
    .refine((list) => new Set(list.map((p) => p.code)).size === list.length, 'a promotion code is listed twice'),
  /** The brand's automatic offers (decision 041); a publish writes them as revisions (services/promotions). */
  offers: z
    .array(offerDefSchema)
    .max(100)
    .default([])
    .refine((list) => new Set(list.map((o) => o.key)).size === list.length, 'an offer key is listed twice'),
  /** The brand's legal and editorial pages and its blog (decision 045; tables brand_pages, brand_blog_posts). */
  pages: brandPagesSchema.optional(),
  blog: blogPostsSchema.optional(),
  /** Product-safety information (GPSR) by article code and `*` (decision 058; table product_safety). */
  productSafety: productSafetySchema.optional(),
})

export type BrandOverrides = z.infer<typeof brandOverridesSchema>
export type BrandContent = z.infer<typeof brandContentSchema>
export type PromotionDef = z.infer<typeof promotionSchema>

export function emptyOverrides(): BrandOverrides {
  return { banners: {}, landings: {}, tags: {} }
}
