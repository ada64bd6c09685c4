import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function LoginPasswordResetPage() {
  const { t } = useLingui()
  usePageTitle(t`Reset your password`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Reset your password</Trans></h1>
      <p><Trans>We will email you a link to choose a new password.</Trans></p>
    </section>
  )
}
