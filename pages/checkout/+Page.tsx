import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function CheckoutPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Checkout`} intro={t`Contact, address, shipment and payment.`} />
}
