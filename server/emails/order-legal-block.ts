import { msg } from '@lingui/core/macro'
import type { MessageValues, ServerMessage } from '../i18n/server-messages.js'

/**
 * The order confirmation as a durable medium (Directive 2011/83/EU art. 8(7), decision 052): the seller's identity,
 * the withdrawal information with its exception and the model form, and the terms in force, inline in the mail's
 * language, so the one message the shopper keeps holds all of it.
 */
export interface OrderMailLegal {
  seller: { name: string; address: string; vatId: string; email: string }
  withdrawalFormUrl: string
  /** The brand's terms page as it reads today in the order's language (null: the brand has none in it). */
  terms: { title: string; paragraphs: string[] } | null
}

const LEGAL_MESSAGES = {
  seller: msg`Seller`,
  vatId: msg`VAT number: {vatId}`,
  contact: msg`Contact: {email}`,
  withdrawalHeading: msg`Your right of withdrawal`,
  withdrawalInfo: msg`You may withdraw from this purchase within 14 days of receiving the goods, without giving a reason, by telling us clearly (for example by email to {email}) or with the button “Withdraw from contract here” on your order’s tracking page. We refund the payment for the goods you withdraw from within 14 days of receiving your withdrawal.`,
  withdrawalException: msg`Exception: products made to your specifications or clearly personalised, such as items with your own photos or texts, cannot be returned under the right of withdrawal (Directive 2011/83/EU, article 16(c)).`,
  modelForm: msg`Model withdrawal form: {url}`,
} as const satisfies Record<string, ServerMessage>

type T = (message: ServerMessage, values?: MessageValues) => string

/** The block's paragraphs, each a heading or text, for both the plain text and the HTML part. */
export function orderLegalBlock(legal: OrderMailLegal, t: T): { heading: string; paragraphs: string[] }[] {
  const { seller } = legal
  return [
    {
      heading: t(LEGAL_MESSAGES.seller),
      paragraphs: [
        seller.name,
        seller.address,
        t(LEGAL_MESSAGES.vatId, { vatId: seller.vatId }),
        t(LEGAL_MESSAGES.contact, { email: seller.email }),
      ],
    },
    {
      heading: t(LEGAL_MESSAGES.withdrawalHeading),
      paragraphs: [
        t(LEGAL_MESSAGES.withdrawalInfo, { email: seller.email }),
        t(LEGAL_MESSAGES.withdrawalException),
        t(LEGAL_MESSAGES.modelForm, { url: legal.withdrawalFormUrl }),
      ],
    },
    ...(legal.terms ? [{ heading: legal.terms.title, paragraphs: legal.terms.paragraphs }] : []),
  ]
}
