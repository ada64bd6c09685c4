import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function DesignsPage() {
  const { t } = useLingui()
  usePageTitle(t`Designs`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Designs</Trans></h1>
      <p><Trans>Designs available for this product.</Trans></p>
    </section>
  )
}
