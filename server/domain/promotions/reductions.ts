import type { OffersResult } from './offers.js'

/**
 * The reductions of a cart or order, each its own line with its name (issue 28): an automatic offer (by revision id
 * and title), a promotion code, or (orders only) the shipping an offer waived.
 */
export interface Reduction {
  kind: 'OFFER' | 'CODE'
  offerId: number | null
  code: string | null
  /** The offer's title in the shopper's language, or the code. */
  label: string
  amountMinor: number
}

export type StackingRule = 'combine' | 'best'

export type CodeOutcome = { ok: true; discountMinor: number } | { ok: false }

export interface StackedReductions {
  reductions: Reduction[]
  /** `best` only: the code saved less than the offers (or nothing), so the offers apply and the code gives nothing. */
  codeSetAside: boolean
  /** `best` only: the code saved more, so the automatic offers give nothing. */
  offersSetAside: boolean
}

/**
 * The code's basis under the brand's rule: `combine` applies a code to the goods after the automatic offers (its
 * minimum is checked against them too); `best` weighs the code on the goods alone against the offers.
 */
export function codeBasisMinor(rule: StackingRule, subtotalMinor: number, offers: OffersResult): number {
  const offersMinor = offers.reductions.reduce((s, r) => s + r.amountMinor, 0)
  return rule === 'combine' ? subtotalMinor - offersMinor : subtotalMinor
}

/** The reductions that apply: offers first, then the code, or the better of them under `best`. */
export function stackReductions(
  rule: StackingRule,
  offers: OffersResult,
  code: { code: string; outcome: CodeOutcome } | null,
): StackedReductions {
  const offerLines: Reduction[] = offers.reductions.map((r) => ({
    kind: 'OFFER',
    offerId: r.offerId,
    code: null,
    label: r.title,
    amountMinor: r.amountMinor,
  }))
  const offersMinor = offerLines.reduce((s, r) => s + r.amountMinor, 0)
  if (!code || !code.outcome.ok) return { reductions: offerLines, codeSetAside: false, offersSetAside: false }
  // The code's discount is already in the brand's unit (evaluatePromotion, decision 042): not rounded a second time.
  const codeLine: Reduction = {
    kind: 'CODE',
    offerId: null,
    code: code.code,
    label: code.code,
    amountMinor: code.outcome.discountMinor,
  }
  if (rule === 'combine' || offersMinor === 0)
    return {
      reductions: codeLine.amountMinor > 0 ? [...offerLines, codeLine] : offerLines,
      codeSetAside: false,
      offersSetAside: false,
    }
  return codeLine.amountMinor > offersMinor
    ? { reductions: [codeLine], codeSetAside: false, offersSetAside: true }
    : { reductions: offerLines, codeSetAside: true, offersSetAside: false }
}
