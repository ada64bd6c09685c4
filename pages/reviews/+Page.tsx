import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function ReviewsPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Customer reviews`} intro={t`What our customers say about their orders.`} />
}
