import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function AccountsOrdersPage() {
  const { t } = useLingui()
  usePageTitle(t`Orders`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Orders</Trans></h1>
      <p><Trans>Your orders and their status.</Trans></p>
    </section>
  )
}
