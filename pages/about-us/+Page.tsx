import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function AboutUsPage() {
  const { t } = useLingui()
  usePageTitle(t`About us`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>About us</Trans></h1>
      <p><Trans>Who we are and how we make your personalised products.</Trans></p>
    </section>
  )
}
