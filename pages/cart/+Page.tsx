import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function CartPage() {
  const { t } = useLingui()
  usePageTitle(t`Your cart`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Your cart</Trans></h1>
      <p><Trans>Your cart is empty. Personalise a product to add it here.</Trans></p>
    </section>
  )
}
