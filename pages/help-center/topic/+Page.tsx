import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function HelpCenterTopicPage() {
  const { t } = useLingui()
  usePageTitle(t`Help topic`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Help topic</Trans></h1>
      <p><Trans>An answer from our help centre.</Trans></p>
    </section>
  )
}
