import { Trans } from '@lingui/react/macro'

/**
 * The withdrawal function's button (Directive 2011/83/EU art. 11a): labelled with the law's own words, shown while the
 * order can be withdrawn from. It opens the confirmation step on the tracking page (decision 052).
 */
export function WithdrawalButton({ href }: { href: string }) {
  return (
    <p>
      <a className="btn btn-secondary" href={href} data-testid="withdrawal-button">
        <Trans>Withdraw from contract here</Trans>
      </a>
    </p>
  )
}
