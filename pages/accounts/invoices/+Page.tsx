import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function AccountsInvoicesPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Invoices`} intro={t`Invoices for your partner account.`} />
}
