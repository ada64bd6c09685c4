import { Trans } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'

/**
 * How the shop checks that reviews come from buyers (Directive 2005/29/EC annex I 23b, art. 7(6)), as the code does
 * it (server/services/support/reviews.ts, decision 021): only a signed-in customer can write one, about an order of
 * theirs that was delivered, once per order, and staff read it before it is published. The demo shop's own reviews
 * were made up by its seed, and it says so.
 */
export function ReviewChecks() {
  const pc = usePageContext()
  return (
    <div className="review-checks" data-testid="review-checks">
      <p>
        <Trans>
          How we check reviews: only customers can write one, about an order of theirs that has been delivered, and only
          once per order. Our team reads every review before it is published.
        </Trans>
      </p>
      {pc.shopMode === 'demo' && (
        <p>
          <Trans>This is a demo shop: the reviews it came with are made up, to show how the pages look.</Trans>
        </p>
      )}
    </div>
  )
}
