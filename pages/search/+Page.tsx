import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function SearchPage() {
  const { t } = useLingui()
  usePageTitle(t`Search results`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Search results</Trans></h1>
      <p><Trans>Designs, products and categories matching your search.</Trans></p>
    </section>
  )
}
