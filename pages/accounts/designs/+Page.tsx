import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function AccountsDesignsPage() {
  const { t } = useLingui()
  usePageTitle(t`My designs`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>My designs</Trans></h1>
      <p><Trans>Designs you saved in the editor.</Trans></p>
    </section>
  )
}
