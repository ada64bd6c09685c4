import { Trans } from '@lingui/react/macro'
import type { WithdrawalRefusal } from '../server/domain/orders/withdrawal-rule.js'

/** Why a withdrawal cannot be made or was refused, in the shopper's language (decision 052). */
export function WithdrawalRefusalMessage({ reason }: { reason: WithdrawalRefusal }) {
  switch (reason) {
    case 'canceled':
      return <Trans>This order was cancelled, so there is nothing to withdraw from.</Trans>
    case 'period_over':
      return <Trans>The 14-day withdrawal period for this order has ended.</Trans>
    case 'personalised_only':
      return (
        <Trans>
          This order holds only personalised products, which are excluded from the right of withdrawal (Directive
          2011/83/EU, article 16(c)).
        </Trans>
      )
    case 'no_lines':
      return <Trans>Please choose at least one product.</Trans>
    case 'personalised_line':
      return (
        <Trans>
          Personalised products are excluded from the right of withdrawal. Please choose only the other products.
        </Trans>
      )
  }
}
