import { useLingui } from '@lingui/react/macro'
import { SimplePage } from '../../../components/simple-page.js'

export default function SectionGuidelinesAndPoliciesPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Guidelines and policies`} intro={t`Content guidelines for your designs and our shop policies.`} />
}
