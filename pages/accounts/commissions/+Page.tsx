import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function AccountsCommissionsPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Commissions`} intro={t`Commissions earned from your referred orders.`} />
}
