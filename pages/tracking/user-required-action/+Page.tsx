import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function TrackingUserRequiredActionPage() {
  const { t } = useLingui()
  usePageTitle(t`Action needed on your order`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Action needed on your order</Trans></h1>
      <p><Trans>We need some information from you to continue with your order.</Trans></p>
    </section>
  )
}
