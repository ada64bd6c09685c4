import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function LoginPasswordResetPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Reset your password`} intro={t`We will email you a link to choose a new password.`} />
}
