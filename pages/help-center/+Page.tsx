import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function HelpCenterPage() {
  const { t } = useLingui()
  usePageTitle(t`Help centre`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Help centre</Trans></h1>
      <p><Trans>Answers to the most common questions.</Trans></p>
    </section>
  )
}
