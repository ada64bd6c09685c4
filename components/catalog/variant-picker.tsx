import { Plural, Trans } from '@lingui/react/macro'
import { usePriceFormatter } from '../price.js'
import {
  OPTION_FIELD_PREFIX,
  type ArticleRange,
  type RangeVariant,
} from '../../server/domain/catalog/variant-choice.js'

/**
 * One select per option of the article (decision 040), named `opt-<key>` for both the cart's POST and the page's own
 * GET ("Update price" reloads the page with the choice, without JS). With `onChoose` the page follows each change at
 * once; without it the selects only hold the choice until their form is sent (the cart's lines).
 */
export function VariantSelects({
  range,
  chosen,
  onChoose,
}: {
  range: ArticleRange
  chosen: Pick<RangeVariant, 'options'>
  onChoose?: (options: Record<string, string>) => void
}) {
  if (range.options.length === 0) return null
  return (
    <div className="variant-selects">
      {range.options.map((o) => (
        <label key={o.key} className="variant-select">
          <span className="variant-select-label">{o.label}</span>
          <select
            name={`${OPTION_FIELD_PREFIX}${o.key}`}
            data-testid={`option-${o.key}`}
            {...(onChoose
              ? {
                  value: chosen.options[o.key] ?? '',
                  onChange: (e: { target: { value: string } }) =>
                    onChoose({ ...chosen.options, [o.key]: e.target.value }),
                }
              : { defaultValue: chosen.options[o.key] ?? '' })}
          >
            {o.values.map((v) => (
              <option key={v.key} value={v.key}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  )
}

/** The cheaper unit prices from a number of copies of the chosen variant, if it has any. */
export function QuantityTiers({ variant }: { variant: RangeVariant }) {
  const price = usePriceFormatter()
  const tiers = variant.ladder.steps.slice(1)
  if (tiers.length === 0) return null
  return (
    <ul className="quantity-tiers" data-testid="quantity-tiers">
      {tiers.map((t) => {
        const each = price(t.amountMinor)
        return (
          <li key={t.minQuantity}>
            <Plural value={t.minQuantity} one={`From # copy: ${each} each`} other={`From # copies: ${each} each`} />
          </li>
        )
      })}
    </ul>
  )
}

/** Without JS the selects change nothing until the form is sent: this sends it to the page itself. */
export function UpdatePriceButton({ path }: { path: string }) {
  return (
    <button type="submit" formMethod="get" formAction={path} className="btn btn-link" data-testid="update-price">
      <Trans>Update price</Trans>
    </button>
  )
}
