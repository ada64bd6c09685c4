import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function DesignsPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Designs`} intro={t`Designs available for this product.`} />
}
