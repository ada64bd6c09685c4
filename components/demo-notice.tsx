import { Trans } from '@lingui/react/macro'

/**
 * On every page of a demo shop (SHOP_MODE=demo): visitors must not take it for a real one. Never shown in live mode.
 */
export function DemoNotice() {
  return (
    <p className="demo-notice" data-testid="demo-notice">
      <strong>
        <Trans>Demo shop</Trans>
      </strong>{' '}
      <Trans>Orders placed here are not produced and no money is charged.</Trans>
    </p>
  )
}
