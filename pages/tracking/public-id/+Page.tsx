import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function TrackingPublicIdPage() {
  const { t } = useLingui()
  usePageTitle(t`Order status`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Order status</Trans></h1>
      <p><Trans>The status and shipment of your order.</Trans></p>
    </section>
  )
}
