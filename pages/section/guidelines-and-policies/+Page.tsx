import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function SectionGuidelinesAndPoliciesPage() {
  const { t } = useLingui()
  usePageTitle(t`Guidelines and policies`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Guidelines and policies</Trans></h1>
      <p><Trans>Content guidelines for your designs and our shop policies.</Trans></p>
    </section>
  )
}
