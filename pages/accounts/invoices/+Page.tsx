import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function AccountsInvoicesPage() {
  const { t } = useLingui()
  usePageTitle(t`Invoices`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Invoices</Trans></h1>
      <p><Trans>Invoices for your partner account.</Trans></p>
    </section>
  )
}
