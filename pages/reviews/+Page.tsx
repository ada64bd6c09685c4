import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function ReviewsPage() {
  const { t } = useLingui()
  usePageTitle(t`Customer reviews`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Customer reviews</Trans></h1>
      <p><Trans>What our customers say about their orders.</Trans></p>
    </section>
  )
}
