import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function LoginPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Sign in`} intro={t`Sign in to see your orders, designs and tickets.`} />
}
