import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function UnsubscribePage() {
  const { t } = useLingui()
  return <SimplePage title={t`Unsubscribe`} intro={t`Manage your newsletter subscription.`} />
}
