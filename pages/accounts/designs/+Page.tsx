import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function AccountsDesignsPage() {
  const { t } = useLingui()
  return <SimplePage title={t`My designs`} intro={t`Designs you saved in the editor.`} />
}
