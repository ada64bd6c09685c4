import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function OffersPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Offers`} intro={t`Current promotions and discounts.`} />
}
