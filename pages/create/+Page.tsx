import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function CreatePage() {
  const { t } = useLingui()
  return <SimplePage title={t`Personalise your product`} intro={t`Add your photos and text, then add the product to your cart.`} />
}
