import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function NewsletterPage() {
  const { t } = useLingui()
  usePageTitle(t`Newsletter`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Newsletter</Trans></h1>
      <p><Trans>Get ideas, new designs and offers by email.</Trans></p>
    </section>
  )
}
