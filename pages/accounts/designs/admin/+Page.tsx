import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../../components/page-title.js'

export default function AccountsDesignsAdminPage() {
  const { t } = useLingui()
  usePageTitle(t`Partner designs`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Partner designs</Trans></h1>
      <p><Trans>Publish your designs and follow their sales.</Trans></p>
    </section>
  )
}
