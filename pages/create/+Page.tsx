import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function CreatePage() {
  const { t } = useLingui()
  usePageTitle(t`Personalise your product`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Personalise your product</Trans></h1>
      <p><Trans>Add your photos and text, then add the product to your cart.</Trans></p>
    </section>
  )
}
