import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function TrackingPublicIdPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Order status`} intro={t`The status and shipment of your order.`} />
}
