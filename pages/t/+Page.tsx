import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function TPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Tag`} intro={t`Designs with this tag.`} />
}
