import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function LoginPage() {
  const { t } = useLingui()
  usePageTitle(t`Sign in`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Sign in</Trans></h1>
      <p><Trans>Sign in to see your orders, designs and tickets.</Trans></p>
    </section>
  )
}
