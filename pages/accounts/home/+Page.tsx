import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function AccountsHomePage() {
  const { t } = useLingui()
  return <SimplePage title={t`My account`} intro={t`Your recent orders, designs and tickets.`} />
}
