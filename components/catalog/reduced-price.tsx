import { Trans } from '@lingui/react/macro'
import { usePriceFormatter } from '../price.js'

/**
 * A price an automatic offer reduces (decision 041): the reduced figure, the regular one struck through (named for
 * screen readers, which do not announce a strike), and the lowest price of the 30 days before the reduction when it
 * is known (Directive 98/6/EC art. 6a). Nothing is made up: no prior price known, no line.
 */
export function ReducedPrice({
  reducedMinor,
  regularMinor,
  priorMinor,
  large = false,
  from = false,
}: {
  reducedMinor: number
  regularMinor: number
  priorMinor: number | null
  large?: boolean
  /** The product's variants differ in price: the figure is the lowest, as "from". */
  from?: boolean
}) {
  const price = usePriceFormatter()
  const reduced = price(reducedMinor)
  const regular = price(regularMinor)
  const figure = (
    <span className={large ? 'price price-large price-reduced' : 'price price-reduced'} data-testid="price">
      {reduced}
    </span>
  )
  return (
    <>
      {from ? <Trans>from {figure}</Trans> : figure}{' '}
      <del className="price-regular" data-testid="regular-price">
        <span className="sr-only">
          <Trans>Regular price:</Trans>
        </span>{' '}
        {regular}
      </del>
      {priorMinor !== null && <PriorPrice minor={priorMinor} />}
    </>
  )
}

/** The lowest price of one copy in the 30 days before a reduction began, in the shopper's language. */
export function PriorPrice({ minor, testId = 'prior-price' }: { minor: number; testId?: string }) {
  const prior = usePriceFormatter()(minor)
  return (
    <span className="prior-price" data-testid={testId}>
      <Trans>Lowest price in the last 30 days: {prior}</Trans>
    </span>
  )
}
