import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function SectionCookiesInfoPage() {
  const { t } = useLingui()
  usePageTitle(t`Cookies`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Cookies</Trans></h1>
      <p><Trans>Which cookies we use and how to change your choice.</Trans></p>
    </section>
  )
}
