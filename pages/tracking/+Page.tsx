import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function TrackingPage() {
  const { t } = useLingui()
  usePageTitle(t`Track your order`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Track your order</Trans></h1>
      <p><Trans>Enter your order number to see where it is.</Trans></p>
    </section>
  )
}
