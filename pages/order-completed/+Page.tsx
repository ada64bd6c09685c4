import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function OrderCompletedPage() {
  const { t } = useLingui()
  usePageTitle(t`Thank you for your order`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Thank you for your order</Trans></h1>
      <p><Trans>We have received your order and will email you a confirmation.</Trans></p>
    </section>
  )
}
