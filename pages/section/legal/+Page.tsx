import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '../../../components/page-title.js'
import { LocalLink } from '../../../components/local-link.js'

export default function LegalIndexPage() {
  const { t } = useLingui()
  usePageTitle(t`Legal information`)
  return (
    <section>
      <h1>
        <Trans>Legal information</Trans>
      </h1>
      <ul>
        <li>
          <LocalLink to="/_section/legal/notice">
            <Trans>Legal notice</Trans>
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/_section/legal/terms">
            <Trans>Terms and conditions</Trans>
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/_section/legal/withdrawal">
            <Trans>Model withdrawal form</Trans>
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/_section/legal/privacy">
            <Trans>Privacy policy</Trans>
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/_section/legal/accessibility">
            <Trans>Accessibility statement</Trans>
          </LocalLink>
        </li>
      </ul>
    </section>
  )
}
