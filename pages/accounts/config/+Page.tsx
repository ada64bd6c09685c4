import { Trans, useLingui } from '@lingui/react/macro'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../../components/page-title.js'

export default function AccountsConfigPage() {
  const { t } = useLingui()
  usePageTitle(t`Partner settings`, usePageContext().tenant.brand.displayName)
  return (
    <section>
      <h1><Trans>Partner settings</Trans></h1>
      <p><Trans>Payout data, affiliate id and links.</Trans></p>
    </section>
  )
}
