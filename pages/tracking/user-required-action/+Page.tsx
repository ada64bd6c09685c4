import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function TrackingUserRequiredActionPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Action needed on your order`} intro={t`We need some information from you to continue with your order.`} />
}
