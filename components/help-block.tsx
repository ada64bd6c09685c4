import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from './local-link.js'

/** Help block (spec section 3 help-block mode: 404, SEARCH_PAGE, CART); stage topics arrive with the help centre. */
export type HelpBlockMode = '404' | 'SEARCH_PAGE' | 'CART'

export function HelpBlock({ mode }: { mode: HelpBlockMode }) {
  const { t } = useLingui()
  return (
    <aside className="help-block" data-mode={mode} aria-label={t`Help`}>
      <h2><Trans>Need help?</Trans></h2>
      <ul>
        <li><LocalLink to="/help-center"><Trans>Browse the help centre</Trans></LocalLink></li>
        <li><LocalLink to="/tracking"><Trans>Track an order</Trans></LocalLink></li>
        <li><LocalLink to="/contact"><Trans>Contact our customer service</Trans></LocalLink></li>
      </ul>
    </aside>
  )
}
