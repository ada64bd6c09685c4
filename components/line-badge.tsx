import { Trans } from '@lingui/react/macro'
import { Icon } from './icons.js'

/**
 * Says how a cart or order line is made: with the shopper's own photos or text (personalised: made for them, so
 * excluded from the right of withdrawal) or as the catalog shows it.
 */
export function LineBadge({ personalised }: { personalised: boolean }) {
  return personalised ? (
    <span className="line-badge line-badge-personalised" data-testid="badge-personalised">
      <Icon name="pencil" /> <Trans>Personalised</Trans>
    </span>
  ) : (
    <span className="line-badge line-badge-as-shown" data-testid="badge-as-shown">
      <Trans>As shown</Trans>
    </span>
  )
}
