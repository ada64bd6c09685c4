import { countryOfVatId, EU_MEMBER_STATES } from '../money/vat-rates.js'
import type { Contact } from './checkout-details.js'

/**
 * Sales of goods to a business in another EU member state (decision 056): an intra-Community supply, exempt in the
 * seller's country (Art. 138 of Directive 2006/112/EC), the buyer accounting for the VAT at home (reverse charge).
 * It applies only when the buyer's VAT id was confirmed valid by the EU's VIES service for the member state the goods
 * go to; anything less (no check made, VIES unavailable, an invalid id, a buyer at home or outside the EU) is a sale
 * with the destination's VAT, as before.
 */

export type VatIdStatus = 'VALID' | 'INVALID' | 'UNAVAILABLE'

/** The answer of one VAT id check, kept with the checkout's contact (and so with the order) as evidence. */
export interface VatIdCheck {
  vatId: string
  status: VatIdStatus
  checkedAt: number
  /** VIES's consultation number when the seller's own VAT id was sent along: the proof of the check. */
  consultation: string | null
  /** The name VIES holds for the id, when the member state gives it. */
  registeredName: string | null
}

/** Step 1 as stored: the contact, with the check of a company's VAT id when one was made. */
export type CheckedContact = Contact & { vatCheck?: VatIdCheck }

/** Whether a company's VAT id is one to check: of an EU member state other than the seller's. */
export function vatIdToCheck(contact: Contact, sellerVatId: string): string | null {
  if (contact.customerType !== 'COMPANY' || !contact.vatId) return null
  const country = countryOfVatId(contact.vatId)
  return EU_MEMBER_STATES.has(country) && country !== countryOfVatId(sellerVatId) ? contact.vatId : null
}

/**
 * Whether the sale is an exempt intra-Community supply: a company buyer whose VAT id (the one on the contact now) VIES
 * confirmed, of the member state of delivery, which is not the seller's.
 */
export function reverseChargeApplies(
  contact: CheckedContact | null | undefined,
  sellerVatId: string,
  deliveryCountry: string,
): boolean {
  if (!contact || contact.customerType !== 'COMPANY' || !contact.vatId) return false
  const check = contact.vatCheck
  if (!check || check.status !== 'VALID' || check.vatId !== contact.vatId) return false
  const destination = deliveryCountry.toUpperCase()
  return (
    EU_MEMBER_STATES.has(destination) &&
    countryOfVatId(contact.vatId) === destination &&
    destination !== countryOfVatId(sellerVatId)
  )
}

/**
 * The totals of an exempt sale: catalogue prices include VAT, so the buyer pays them without the VAT they contain (the
 * same VAT the cart shows as included, taken off the total once, as the cart rounds it).
 */
export function totalsWithoutVat<T extends { totalMinor: number; vatIncludedMinor: number }>(totals: T): T {
  return { ...totals, totalMinor: totals.totalMinor - totals.vatIncludedMinor, vatIncludedMinor: 0 }
}

/**
 * An exempt invoice's lines: each gross amount less the VAT it contains at `rate`, the rounding difference put on the
 * largest line so that the lines add up to the net total charged.
 */
export function netAmounts(grossAmounts: readonly number[], netTotal: number, rate: number): number[] {
  const nets = grossAmounts.map((g) => Math.round((g * 100) / (100 + rate)))
  const rest = netTotal - nets.reduce((a, b) => a + b, 0)
  if (rest !== 0 && nets.length > 0) {
    let largest = 0
    nets.forEach((n, i) => {
      if (Math.abs(n) > Math.abs(nets[largest]!)) largest = i
    })
    nets[largest]! += rest
  }
  return nets
}
