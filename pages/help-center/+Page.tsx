import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../components/simple-page.js'

export default function HelpCenterPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Help centre`} intro={t`Answers to the most common questions.`} />
}
