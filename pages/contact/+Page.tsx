import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function ContactPage() {
  const { t } = useLingui()
  usePageTitle(t`Contact us`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Contact us</Trans></h1>
      <p><Trans>Write to our customer service team; we answer within one working day.</Trans></p>
    </section>
  )
}
