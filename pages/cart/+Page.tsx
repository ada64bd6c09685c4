import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function CartPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Your cart`} intro={t`Your cart is empty. Personalise a product to add it here.`} />
}
