import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function SectionLegalPage() {
  const { t } = useLingui()
  usePageTitle(t`Legal information`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Legal information</Trans></h1>
      <p><Trans>Legal notice, terms and conditions, and privacy policy.</Trans></p>
    </section>
  )
}
