import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import type { Data } from './+data.js'

export default function UnsubscribePage() {
  const { t } = useLingui()
  const { s, sig, done, invalid } = useData<Data>()
  const pc = usePageContext()
  usePageTitle(t`Unsubscribe`)
  return (
    <section className="unsubscribe-page" data-testid="unsubscribe-page">
      <h1>
        <Trans>Unsubscribe</Trans>
      </h1>
      {done && (
        <p className="notice" role="status" data-testid="unsubscribed">
          <Trans>You will not receive our newsletter any more.</Trans>
        </p>
      )}
      {invalid && (
        <p className="form-error" role="alert" data-testid="unsubscribe-invalid">
          <Trans>This unsubscribe link is not valid. Please use the link from the newsletter email.</Trans>
        </p>
      )}
      {!done && !invalid && s && sig && (
        <form method="post" action={`${pc.localePrefix}/unsubscribe`} data-testid="unsubscribe-form">
          <input type="hidden" name="s" value={s} />
          <input type="hidden" name="sig" value={sig} />
          <button type="submit" className="btn btn-primary">
            <Trans>Unsubscribe from the newsletter</Trans>
          </button>
        </form>
      )}
      {!done && !invalid && !(s && sig) && (
        <p>
          <Trans>Use the unsubscribe link at the end of any newsletter email.</Trans>
        </p>
      )}
    </section>
  )
}
