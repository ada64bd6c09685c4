import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function AccountsTicketsPage() {
  const { t } = useLingui()
  usePageTitle(t`Support tickets`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Support tickets</Trans></h1>
      <p><Trans>Your conversations with customer service.</Trans></p>
    </section>
  )
}
