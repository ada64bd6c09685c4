import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function AccountsTicketsPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Support tickets`} intro={t`Your conversations with customer service.`} />
}
