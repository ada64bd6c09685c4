import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { usePaymentMethodName } from '../../components/payment-method-name.js'
import type { Data } from './+data.js'

export default function TestPspPage() {
  const { t } = useLingui()
  const { payment } = useData<Data>()
  const price = usePriceFormatter()
  const methodName = usePaymentMethodName()
  usePageTitle(t`Test payment`)
  const open = payment.status === 'open' || payment.status === 'pending'
  return (
    <section className="test-psp" data-testid="test-psp">
      <p className="notice" role="note">
        <Trans>Test payment provider: no real money moves. Choose what the payment should do.</Trans>
      </p>
      <h1>
        <Trans>
          Pay {price(payment.amountMinor)} with {methodName(payment.method)}
        </Trans>
      </h1>
      {open ? (
        <form method="post" action={`/_test-psp/pay/${payment.id}`} className="psp-choices">
          <button type="submit" name="choice" value="succeeded" className="btn btn-primary">
            <Trans>Pay successfully</Trans>
          </button>{' '}
          <button type="submit" name="choice" value="failed" className="btn">
            <Trans>Make the payment fail</Trans>
          </button>{' '}
          <button type="submit" name="choice" value="pending" className="btn">
            <Trans>Leave it pending</Trans>
          </button>{' '}
          <button type="submit" name="choice" value="canceled" className="btn">
            <Trans>Cancel and go back</Trans>
          </button>
        </form>
      ) : (
        <p>
          <Trans>This payment is already finished.</Trans>{' '}
          <a href={payment.returnUrl}>
            <Trans>Back to the shop</Trans>
          </a>
        </p>
      )}
    </section>
  )
}
