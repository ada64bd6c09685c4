import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function TrackingPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Track your order`} intro={t`Enter your order number to see where it is.`} />
}
