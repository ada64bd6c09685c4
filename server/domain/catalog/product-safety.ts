import { z } from 'zod'
import { SHOP_LANGUAGES } from '../vocabulary/shop-enums.js'

/**
 * Product-safety information per brand and article (GPSR, Regulation (EU) 2023/988 Art. 19; decision 058): who makes
 * the article (name, postal address, email or contact URL), the person responsible in the EU when the manufacturer is
 * established outside it, and the warnings and safety information in each shop language. Kept by brand under the
 * article's code; the entry `*` gives the manufacturer and responsible person of every article that names none.
 */

/** The key of the brand-wide entry: its manufacturer and responsible person stand for every article without its own. */
export const ALL_ARTICLES = '*'

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`)

/** A manufacturer or responsible person: name, postal address, and an email address or a contact page (or both). */
export const safetyPartySchema = z
  .strictObject({
    name: text(200),
    address: text(500),
    email: z.email('an email address such as safety@example.com').max(200, 'at most 200 characters').optional(),
    contactUrl: z
      .url({ protocol: /^https?$/, error: 'a web address starting with https://' })
      .max(500, 'at most 500 characters')
      .optional(),
  })
  .refine((p) => p.email !== undefined || p.contactUrl !== undefined, {
    path: ['email'],
    message: 'give an email address or a contact page',
  })
export type SafetyParty = z.infer<typeof safetyPartySchema>

export const articleSafetySchema = z.strictObject({
  manufacturer: safetyPartySchema.optional(),
  /** Only where the manufacturer is not established in the EU. */
  responsiblePerson: safetyPartySchema.optional(),
  /** Warnings and safety information by shop language (plain text, paragraphs separated by a blank line). */
  warnings: z.partialRecord(z.enum(SHOP_LANGUAGES), text(4000)).default({}),
})
export type ArticleSafety = z.infer<typeof articleSafetySchema>

const articleKey = z
  .string()
  .regex(/^(\*|[a-z0-9][a-z0-9-]{0,63})$/, 'article: an article code (lowercase letters, digits, dashes) or *')

/** A brand's entries by article code (and `*`). */
export const productSafetySchema = z.record(articleKey, articleSafetySchema).superRefine((entries, ctx) => {
  for (const [key, entry] of Object.entries(entries)) {
    if (entry.responsiblePerson && !entry.manufacturer)
      ctx.addIssue({
        code: 'custom',
        path: [key, 'manufacturer', 'name'],
        message: 'a responsible person goes with the manufacturer it acts for',
      })
    if (key === ALL_ARTICLES && Object.keys(entry.warnings).length > 0)
      ctx.addIssue({ code: 'custom', path: [key, 'warnings'], message: 'warnings belong to an article' })
  }
})
export type ProductSafety = z.infer<typeof productSafetySchema>

/** What the design page and the editor show for one article in one language. */
export interface ProductSafetyInfo {
  manufacturer: SafetyParty
  responsiblePerson: SafetyParty | null
  /** The warnings in the page's language, paragraphs split; empty when the article has none in it. */
  warnings: string[]
}

/**
 * One article's information: its own manufacturer (with its responsible person), else the brand-wide ones; its own
 * warnings in `language`, never another language's. Null without a manufacturer: the page then shows nothing.
 */
export function productSafetyFor(
  entries: ProductSafety,
  articleCode: string,
  language: string,
): ProductSafetyInfo | null {
  const own = entries[articleCode]
  const parties = own?.manufacturer ? own : entries[ALL_ARTICLES]
  if (!parties?.manufacturer) return null
  const warnings = (own?.warnings as Partial<Record<string, string>> | undefined)?.[language]
  return {
    manufacturer: parties.manufacturer,
    responsiblePerson: parties.responsiblePerson ?? null,
    warnings: warnings ? warnings.split(/\n\s*\n/).map((p) => p.trim()) : [],
  }
}

/**
 * What a brand still lacks for the articles it sells (codes) in the languages of its sites: a manufacturer, or the
 * warnings in a language (a text such as "no particular warnings" is an answer; silence is not).
 */
export function missingProductSafety(
  entries: ProductSafety,
  articleCodes: readonly string[],
  languages: readonly string[],
): { article: string; manufacturer: boolean; languages: string[] }[] {
  return articleCodes
    .map((article) => {
      const warnings = (entries[article]?.warnings ?? {}) as Partial<Record<string, string>>
      return {
        article,
        manufacturer: productSafetyFor(entries, article, '') === null,
        languages: languages.filter((l) => !warnings[l]),
      }
    })
    .filter((m) => m.manufacturer || m.languages.length > 0)
}
