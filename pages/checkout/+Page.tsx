import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function CheckoutPage() {
  const { t } = useLingui()
  usePageTitle(t`Checkout`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Checkout</Trans></h1>
      <p><Trans>Contact, address, shipment and payment.</Trans></p>
    </section>
  )
}
