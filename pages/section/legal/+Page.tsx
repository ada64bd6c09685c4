import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function SectionLegalPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Legal information`} intro={t`Legal notice, terms and conditions, and privacy policy.`} />
}
