import { Trans, useLingui } from '@lingui/react/macro'

/**
 * On every page of a demo shop (SHOP_MODE=demo): visitors must not take it for a real one. Never shown in live mode.
 * A labelled complementary landmark of its own, so that nothing of the page sits outside a landmark (axe `region`).
 */
export function DemoNotice() {
  const { t } = useLingui()
  return (
    <aside className="demo-notice" aria-label={t`Demo shop`} data-testid="demo-notice">
      <p>
        <strong>
          <Trans>Demo shop</Trans>
        </strong>{' '}
        <Trans>Orders placed here are not produced and no money is charged.</Trans>
      </p>
    </aside>
  )
}
