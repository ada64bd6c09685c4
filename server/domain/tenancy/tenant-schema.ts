import { z } from 'zod'
import {
  CARRIERS,
  CURRENCIES,
  PAYMENT_METHODS,
  SHIPMENT_MODES,
  SHOP_LANGUAGES,
  THEMES,
} from '../vocabulary/shop-enums.js'
import { DEFAULT_THEME_TOKENS, LOGO_TYPES, THEME_FONT_NAMES, themeTokenProblems } from './theme-tokens.js'
import { DEFAULT_HELP_CENTER } from '../help/help-center-stages.js'
import { DEFAULT_CHAT_HOURS } from '../support/chat-hours.js'
import { chatHoursSchema } from '../support/chat-hours-schema.js'
import { CONSENT_MODES, DEFAULT_CONSENT_MODE } from '../analytics/consent.js'

/**
 * The one schema for tenant configuration. Seed files, the ops CLI and (later) the marketer console
 * all validate through it, so a value accepted anywhere is accepted everywhere.
 */
export const PROMOTION_STACKING = ['combine', 'best'] as const

export const brandSlugSchema = z
  .string()
  .regex(/^[A-Z]{2,5}-[A-Z]{2}$/, 'brand slug must look like WPX-ES (letters, dash, two-letter country)')

export const hostSchema = z
  .string()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'not a valid host name',
  )

export const hreflangSchema = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'hreflang must look like es-ES')

/** A name shown to shoppers (titles, header, mails, structured data); trimmed, one line. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'display name must have at least 1 character')
  .max(60, 'display name is at most 60 characters')
  .regex(/^[^\r\n\t<>]+$/, 'display name must be one line without < or >')

export const siteLanguageSchema = z.object({
  language: z.enum(SHOP_LANGUAGES),
  hreflang: hreflangSchema,
  /** URL path prefix for a secondary language of the site ("fr" serves /fr/...); null for the default language. */
  pathPrefix: z
    .string()
    .regex(/^[a-z]{2}$/, 'path prefix must be two lowercase letters')
    .nullable(),
  /**
   * The site's name in this language ("WallPix Luxembourg" for French on the Luxembourg site); null: the site's display
   * name. Titles, the header and mails of pages in this language use it.
   */
  displayName: displayNameSchema.nullable().default(null),
})

export const siteCodeSchema = z.string().regex(/^[a-z]{2}$/, 'site code must be two lowercase letters')

/**
 * Methods their schemes have discontinued: no provider takes them any more, so no site may offer them (issue 14). The
 * message names what to offer instead.
 */
export const DISCONTINUED_METHODS: Partial<Record<(typeof PAYMENT_METHODS)[number], string>> = {
  GIROPAY:
    'GIROPAY was discontinued by its scheme at the end of 2024: remove it and offer KLARNA, PAYPAL or CARD instead (German shoppers use them most)',
  SOFORT: 'SOFORT is discontinued (it became Klarna\'s "Pay now"): remove it and offer KLARNA instead',
}

/** Defaults of a brand's payment settings (brand.payments). */
export const DEFAULT_PAYMENT_SETTINGS = {
  adyenMerchantAccount: null,
  transferReminderDays: 3,
  transferCancelDays: 10,
} as const

/**
 * A brand's payment settings. The Adyen merchant account is per brand (it names the brand on statements); the API key
 * and HMAC key are the shop's and come from the environment only, never from here. A bank transfer not received is
 * reminded after `transferReminderDays` and the order canceled after `transferCancelDays`.
 */
export const paymentSettingsSchema = z
  .object({
    adyenMerchantAccount: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{3,80}$/, 'an Adyen merchant account name such as WallPixES_ECOM')
      .nullable(),
    transferReminderDays: z.number().int().min(1).max(60),
    transferCancelDays: z.number().int().min(2).max(90),
  })
  .refine((p) => p.transferCancelDays > p.transferReminderDays, {
    message: 'transferCancelDays must be later than transferReminderDays',
    path: ['transferCancelDays'],
  })

/** A list of choices names each one once: `["CARD","CARD"]` is a typing slip, refused naming the key and the value. */
function listedOnce(key: string) {
  return (values: readonly string[], ctx: z.RefinementCtx) => {
    const twice = values.filter((v, i) => values.indexOf(v) !== i)
    for (const v of new Set(twice)) ctx.addIssue({ code: 'custom', message: `${v} is listed twice in ${key}` })
  }
}

export const siteSchema = z
  .object({
    code: siteCodeSchema,
    /**
     * The name this country site goes by ("WallPix Deutschland"); null: the brand's display name. A WPX-ES site in
     * Germany must not call itself "WallPix España" in its titles, header, mails and structured data.
     */
    displayName: displayNameSchema.nullable().default(null),
    country: z.string().regex(/^[A-Z]{2}$/, 'country must be an ISO 3166 alpha-2 code such as ES'),
    currency: z.enum(CURRENCIES),
    languages: z.array(siteLanguageSchema).min(1),
    hosts: z.array(hostSchema).min(1),
    paymentMethods: z
      .array(z.enum(PAYMENT_METHODS))
      .min(1)
      .superRefine(listedOnce('paymentMethods'))
      .superRefine((methods, ctx) => {
        for (const m of new Set(methods)) {
          const replacement = DISCONTINUED_METHODS[m]
          if (replacement) ctx.addIssue({ code: 'custom', message: replacement })
        }
      }),
    carriers: z.array(z.enum(CARRIERS)).min(1).superRefine(listedOnce('carriers')),
    /** MANAGED and CUSTOMER (collection at the production centre) only where the brand has one in that country. */
    shipmentModes: z.array(z.enum(SHIPMENT_MODES)).min(1).superRefine(listedOnce('shipmentModes')),
    /** Orders from this amount (minor units, site currency) ship free; shown on the home page and in the cart. */
    freeShippingFromMinor: z.number().int().min(0).max(100_000_000),
  })
  .superRefine((site, ctx) => {
    const unprefixed = site.languages.filter((l) => l.pathPrefix === null)
    if (unprefixed.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['languages'],
        message: 'exactly one language must have no path prefix (the default)',
      })
    }
    const seen = new Set<string>()
    for (const l of site.languages) {
      if (seen.has(l.language))
        ctx.addIssue({ code: 'custom', path: ['languages'], message: `language ${l.language} listed twice` })
      seen.add(l.language)
    }
  })

export const featuresSchema = z.object({
  guestCheckout: z.boolean(),
  loginRequired: z.boolean(),
  /** The brand sells photo prints; pages guarded by redirect-not-foticos exist only then. */
  photoPrints: z.boolean(),
})

/** A one-line text of the legal notice; the messages name the setting, as the console shows them by the field. */
const legalLine = (name: string, max: number) =>
  z
    .string(`${name} must be a text`)
    .trim()
    .min(1, `${name} must not be empty`)
    .max(max, `${name} is at most ${max} characters`)
    .regex(/^[^\r\n<>]*$/, `${name} must be one line without < or >`)

/**
 * The brand's legal identity, filled into its pages (legal-placeholders.ts), invoices and mails. `register` and
 * `representative` are optional here so that brands stored before decision 057 still load; a live brand without
 * them is named by readiness (decision 028), as a brand without legal pages is.
 */
export const legalSchema = z.object({
  companyName: legalLine('company name', 200),
  vatId: legalLine('VAT id', 30),
  address: z
    .string('address must be a text')
    .trim()
    .min(1, 'address must not be empty')
    .max(500, 'address is at most 500 characters'),
  email: z.email('legal email must be an email address such as legal@example.com'),
  /** The commercial register: the court or registry and the number (Amtsgericht München HRB 123456, RCS Paris ...). */
  register: legalLine('register', 300).optional(),
  /** Who represents the company: its managing directors or administrators, with their role. */
  representative: legalLine('representative', 300).optional(),
  phone: z
    .string('phone must be a text')
    .trim()
    .regex(/^\+[0-9][0-9 ()./-]{5,24}$/, 'phone must be an international number such as +34 910 000 000')
    .optional(),
  /** Share capital as the notice shows it ("3.000,00 €"), where the company form states it (FR, ES, IT, PT, PL). */
  shareCapital: legalLine('share capital', 60).optional(),
  /** The national market surveillance authority for accessibility complaints (European Accessibility Act). */
  accessibilityAuthority: legalLine('accessibility authority', 300).optional(),
  /** Where bank transfers go; without it BANK_TRANSFER is not offered. */
  bankAccount: z
    .object({
      iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'IBAN in electronic form (no spaces)'),
      bic: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'BIC of 8 or 11 characters'),
      beneficiary: z.string().min(1).max(70),
    })
    .optional(),
  /** The prefix of the entity's invoice numbers (decision 049); default: the brand slug in capitals without dashes. */
  invoicePrefix: z
    .string()
    .regex(/^[A-Z0-9]{2,12}$/, 'invoice prefix: 2-12 capital letters or digits')
    .optional(),
  /** A numbering series per destination country, where the tax office asks for one (default: one per year). */
  invoiceSeriesPerCountry: z.boolean().optional(),
})

const hexColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'colour must be #rrggbb')
  .transform((c) => c.toLowerCase())

/** Brand look on top of its theme; null means "the theme's own value". Contrast is checked in tenantFileSchema. */
export const themeTokensSchema = z.object({
  accentColor: hexColour.nullable(),
  textColor: hexColour.nullable(),
  backgroundColor: hexColour.nullable(),
  font: z.enum(THEME_FONT_NAMES).nullable(),
  /** An uploaded raster logo, addressed by the SHA-256 of its bytes (served as /brand-assets/<sha256>.<ext>). */
  logo: z
    .object({ sha256: z.string().regex(/^[0-9a-f]{64}$/, 'SHA-256 in lowercase hex'), type: z.enum(LOGO_TYPES) })
    .nullable(),
})

const helpTopicId = z.number().int().min(1).max(9999)
/** One stage of the help centre: an optional topic category and the topics listed, in order. */
export const helpCenterStageSchema = z.object({
  category: helpTopicId.nullable(),
  topics: z
    .array(helpTopicId)
    .max(12, 'at most 12 topics')
    .refine((t) => new Set(t).size === t.length, 'a topic is listed twice'),
})

/** Help-centre topic lists per stage of the customer's journey (spec section 9 defaults). */
export const helpCenterSchema = z.object({
  beforePurchase: helpCenterStageSchema,
  ordersWaiting: helpCenterStageSchema,
  ordersReceived: helpCenterStageSchema,
  orderCompleted: helpCenterStageSchema,
})

export const brandSchema = z.object({
  slug: brandSlugSchema,
  displayName: displayNameSchema,
  theme: z.enum(THEMES),
  allowDecimals: z.boolean(),
  features: featuresSchema,
  analytics: z.object({
    ga4Id: z
      .string()
      .regex(/^G-[A-Z0-9]{4,12}$/, 'GA4 id must look like G-XXXXXXX')
      .nullable(),
    /** basic (default): no Google tag before analytics or ads consent; advanced: the tag loads with consent denied. */
    consentMode: z
      .enum(CONSENT_MODES, { error: `consent mode must be one of ${CONSENT_MODES.join(', ')}` })
      .default(DEFAULT_CONSENT_MODE),
  }),
  legal: legalSchema,
  /** Site code whose default language is the hreflang x-default; null when the brand is not an hreflang set. */
  hreflangXDefault: siteCodeSchema.nullable(),
  themeTokens: themeTokensSchema.default(() => structuredClone(DEFAULT_THEME_TOKENS)),
  helpCenter: helpCenterSchema.default(() => structuredClone(DEFAULT_HELP_CENTER)),
  /** When the chat with the support desk is open, read in each site's time zone (default Mon–Fri 9:00–18:00). */
  chat: chatHoursSchema.default(() => structuredClone(DEFAULT_CHAT_HOURS)),
  payments: paymentSettingsSchema.default(() => ({ ...DEFAULT_PAYMENT_SETTINGS })),
  /**
   * How a promotion code meets the automatic offers (decision 041): `combine`, the code applies to the goods after the
   * offers; `best`, the shopper gets either the code or the offers, whichever saves more.
   */
  promotionStacking: z
    .enum(PROMOTION_STACKING, { error: `promotion stacking must be one of ${PROMOTION_STACKING.join(', ')}` })
    .default('combine'),
})

export const tenantFileSchema = brandSchema.extend({ sites: z.array(siteSchema).min(1) }).superRefine((t, ctx) => {
  const codes = t.sites.map((s) => s.code)
  if (new Set(codes).size !== codes.length)
    ctx.addIssue({ code: 'custom', path: ['sites'], message: 'site codes must be unique within a brand' })
  if (t.hreflangXDefault !== null && !codes.includes(t.hreflangXDefault)) {
    ctx.addIssue({
      code: 'custom',
      path: ['hreflangXDefault'],
      message: `x-default site ${t.hreflangXDefault} is not one of the brand's sites`,
    })
  }
  for (const p of themeTokenProblems(t.theme, t.themeTokens))
    ctx.addIssue({ code: 'custom', path: ['themeTokens', p.field], message: p.message })
})

export type BrandConfig = z.infer<typeof brandSchema>
export type SiteConfig = z.infer<typeof siteSchema>
export type TenantFile = z.infer<typeof tenantFileSchema>
/** What a tenant file may leave out (settings with defaults). */
export type TenantFileInput = z.input<typeof tenantFileSchema>

/** A seed file with the defaulted settings filled in (validation happens where the file is used). */
export function defineTenant(t: TenantFileInput): TenantFile {
  return {
    ...t,
    themeTokens: t.themeTokens ?? structuredClone(DEFAULT_THEME_TOKENS),
    helpCenter: t.helpCenter ?? structuredClone(DEFAULT_HELP_CENTER),
    chat: t.chat ?? structuredClone(DEFAULT_CHAT_HOURS),
    analytics: { ...t.analytics, consentMode: t.analytics.consentMode ?? DEFAULT_CONSENT_MODE },
    sites: t.sites.map((s) => ({
      ...s,
      displayName: s.displayName ?? null,
      languages: s.languages.map((l) => ({ ...l, displayName: l.displayName ?? null })),
    })),
    payments: t.payments ?? { ...DEFAULT_PAYMENT_SETTINGS },
    promotionStacking: t.promotionStacking ?? 'combine',
  } as TenantFile
}
