import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'

export default function UnsubscribePage() {
  const { t } = useLingui()
  usePageTitle(t`Unsubscribe`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Unsubscribe</Trans></h1>
      <p><Trans>Manage your newsletter subscription.</Trans></p>
    </section>
  )
}
