import { Trans } from '@lingui/react/macro'

export interface ShownReduction {
  kind: 'OFFER' | 'CODE' | 'SHIPPING'
  label: string
  amountMinor: number
}

/**
 * The goods' reductions of a cart or order, each its own row of a totals list (issue 28): an automatic offer by its
 * name, a promotion code by its code. Shipping an offer waived shows on the shipping row (freeShippingLabel).
 */
export function ReductionRows({
  reductions,
  money,
}: {
  reductions: readonly ShownReduction[]
  money: (minor: number) => string
}) {
  return (
    <>
      {reductions
        .filter((r) => r.kind !== 'SHIPPING' && r.amountMinor > 0)
        .map((r, i) => {
          const code = r.label
          return (
            <div key={i} className="totals-row totals-reduction" data-testid="reduction">
              <dt>{r.kind === 'CODE' ? <Trans>Promotion code {code}</Trans> : r.label}</dt>
              <dd>−{money(r.amountMinor)}</dd>
            </div>
          )
        })}
    </>
  )
}

/** "Free", or "Free (offer name)" when a free-shipping offer waived the shipping. */
export function FreeShippingLabel({ reductions }: { reductions: readonly ShownReduction[] }) {
  const waived = reductions.find((r) => r.kind === 'SHIPPING')
  const offer = waived?.label
  return waived ? <Trans>Free ({offer})</Trans> : <Trans>Free</Trans>
}
