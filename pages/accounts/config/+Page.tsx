import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function AccountsConfigPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Partner settings`} intro={t`Payout data, affiliate id and links.`} />
}
