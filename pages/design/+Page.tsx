import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function DesignPage() {
  const { t } = useLingui()
  usePageTitle(t`Design`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Design</Trans></h1>
      <p><Trans>Choose a product for this design and personalise it.</Trans></p>
    </section>
  )
}
