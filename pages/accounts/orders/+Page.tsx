import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function AccountsOrdersPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Orders`} intro={t`Your orders and their status.`} />
}
