import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function AccountsHomePage() {
  const { t } = useLingui()
  usePageTitle(t`My account`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>My account</Trans></h1>
      <p><Trans>Your recent orders, designs and tickets.</Trans></p>
    </section>
  )
}
