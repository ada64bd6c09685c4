import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function HelpCenterCategoryPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Help category`} intro={t`Topics of this help category.`} />
}
