import { useLingui } from '@lingui/react/macro'

/** A rating as stars with a text equivalent for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const { t, i18n } = useLingui()
  const value = i18n.number(rating, { maximumFractionDigits: 1 })
  const full = Math.round(rating)
  return (
    <span className="stars" role="img" aria-label={t`${value} out of 5 stars`}>
      {'★'.repeat(full)}
      {'☆'.repeat(5 - full)}
    </span>
  )
}
