import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function TagsListPage() {
  const { t } = useLingui()
  usePageTitle(t`All categories`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>All categories</Trans></h1>
      <p><Trans>Browse every category of designs.</Trans></p>
    </section>
  )
}
