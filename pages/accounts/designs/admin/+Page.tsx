import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../../components/simple-page.js'

export default function AccountsDesignsAdminPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Partner designs`} intro={t`Publish your designs and follow their sales.`} />
}
