import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function OrderCompletedPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Thank you for your order`} intro={t`We have received your order and will email you a confirmation.`} />
}
