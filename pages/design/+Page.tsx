import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function DesignPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Design`} intro={t`Choose a product for this design and personalise it.`} />
}
