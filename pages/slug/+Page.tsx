import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function SlugPage() {
  const { t } = useLingui()
  usePageTitle(t`Collection`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Collection</Trans></h1>
      <p><Trans>Designs and products of this collection.</Trans></p>
    </section>
  )
}
