import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { PromotionRefusal } from '../domain/promotions/promotion-code.js'

/**
 * Why a promotion code gives nothing, in the shopper's words: the cart page, the checkout's review and the cart's
 * JSON (`promotion.message`) say the same thing in every shop language.
 */
export const PROMOTION_REFUSALS: Readonly<Record<PromotionRefusal | 'OFFERS_BETTER', MessageDescriptor>> = {
  UNKNOWN_CODE: msg`This code does not exist.`,
  WRONG_BRAND: msg`This code is not valid in this shop.`,
  NOT_STARTED: msg`This code is not valid yet.`,
  EXPIRED: msg`This code has expired.`,
  USED_UP: msg`This code has been used up.`,
  USED_UP_FOR_EMAIL: msg`You have already used this code as often as one customer may.`,
  BELOW_MINIMUM: msg`Your order does not reach the minimum amount for this code yet.`,
  WRONG_CURRENCY: msg`This code is not valid in this currency.`,
  /** The brand gives the better of a code and its automatic offers (decision 041), and the offers save more. */
  OFFERS_BETTER: msg`The current offers save you more than this code, so the offers apply. Codes and offers are not combined in this shop.`,
}

/** A typed code that cannot be one (refused before anything is stored). */
export const MALFORMED_CODE: MessageDescriptor = msg`Promotion codes use letters, digits and hyphens.`
