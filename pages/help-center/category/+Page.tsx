import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function HelpCenterCategoryPage() {
  const { t } = useLingui()
  usePageTitle(t`Help category`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Help category</Trans></h1>
      <p><Trans>Topics of this help category.</Trans></p>
    </section>
  )
}
