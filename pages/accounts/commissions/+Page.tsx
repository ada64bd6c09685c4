import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function AccountsCommissionsPage() {
  const { t } = useLingui()
  usePageTitle(t`Commissions`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Commissions</Trans></h1>
      <p><Trans>Commissions earned from your referred orders.</Trans></p>
    </section>
  )
}
