import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function HelpCenterTopicPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Help topic`} intro={t`An answer from our help centre.`} />
}
