import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function OffersPage() {
  const { t } = useLingui()
  usePageTitle(t`Offers`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Offers</Trans></h1>
      <p><Trans>Current promotions and discounts.</Trans></p>
    </section>
  )
}
