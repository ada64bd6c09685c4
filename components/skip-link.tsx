import { Trans } from '@lingui/react/macro'

export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      <Trans>Skip to content</Trans>
    </a>
  )
}
