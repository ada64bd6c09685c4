import { isNonBlank } from '../catalog/slug.js'
import { LEGAL_SUBPAGES } from './localized-segments.js'
import { isPublicId } from '../orders/public-id.js'

/**
 * Route parameter rules of spec section 2. A page names the rule of each parameter in its `params` setting;
 * a value that breaks its rule is a 404 "Page Not Found: {path}" (spec section 8), not a "no route" 404.
 */
export const PARAM_RULES = {
  nonBlank: (v: string) => isNonBlank(v),
  digits: (v: string) => /^\d+$/.test(v),
  /** /create/{article_id}: digits and below 20000. */
  createArticleId: (v: string) => /^\d{1,5}$/.test(v) && Number(v) < 20000,
  /**
   * /help-center/topic/{id} and /help-center/category/{id}: digits, or text ending in an underscore plus digits
   * (localized-slug_42). The spec gives categories digits only; they take the topic form too (decision 010).
   */
  helpId: (v: string) => /^\d+$/.test(v) || /^.*\S.*_\d+$/.test(v),
  /** Legal sub-pages are a closed list (privacy, terms, notice, accessibility, withdrawal). */
  legalSubpage: (v: string) => Object.hasOwn(LEGAL_SUBPAGES, v),
  /** /accounts/orders/{public_id}: an order's public id (26 base32 characters). */
  publicId: (v: string) => isPublicId(v),
} as const

export type ParamRule = keyof typeof PARAM_RULES
/** Returns the names of the parameters that break their rule (empty when all pass). */
export function invalidParams(rules: Record<string, ParamRule>, values: Record<string, string | undefined>): string[] {
  return Object.entries(rules)
    .filter(([name, rule]) => {
      // Vike hands over route params already decoded.
      const value = values[name]
      return value === undefined || !PARAM_RULES[rule](value)
    })
    .map(([name]) => name)
}
