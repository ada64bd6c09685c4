import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function AccountsProfilePage() {
  const { t } = useLingui()
  return <SimplePage title={t`Profile`} intro={t`Your name, email, password and addresses.`} />
}
