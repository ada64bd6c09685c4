import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function AccountsProfilePage() {
  const { t } = useLingui()
  usePageTitle(t`Profile`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Profile</Trans></h1>
      <p><Trans>Your name, email, password and addresses.</Trans></p>
    </section>
  )
}
