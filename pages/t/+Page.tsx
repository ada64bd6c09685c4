import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function TPage() {
  const { t } = useLingui()
  usePageTitle(t`Tag`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Tag</Trans></h1>
      <p><Trans>Designs with this tag.</Trans></p>
    </section>
  )
}
