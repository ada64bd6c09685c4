import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function TagsListPage() {
  const { t } = useLingui()
  return <SimplePage title={t`All categories`} intro={t`Browse every category of designs.`} />
}
