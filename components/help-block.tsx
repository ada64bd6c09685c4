import { Trans, useLingui } from '@lingui/react/macro'
import type { HelpBlockMode, HelpLink } from '../server/domain/help/help-center.js'
import { LocalLink } from './local-link.js'
import { HelpTopicList } from './help/help-topic-list.js'

export type { HelpBlockMode }

/**
 * Help block (spec section 3 help-block mode: 404, SEARCH_PAGE, CART): the topics the page's data hook chose for the
 * mode (server/domain/help/help-center.ts HELP_BLOCK_TOPICS), then the help centre, tracking and contact.
 */
export function HelpBlock({ mode, topics = [] }: { mode: HelpBlockMode; topics?: HelpLink[] }) {
  const { t } = useLingui()
  return (
    <aside className="help-block" data-mode={mode} aria-label={t`Help`}>
      <h2>
        <Trans>Need help?</Trans>
      </h2>
      {topics.length > 0 && <HelpTopicList topics={topics} className="help-block-topics" />}
      <ul>
        <li>
          <LocalLink to="/help-center">
            <Trans>Browse the help centre</Trans>
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/tracking">
            <Trans>Track an order</Trans>
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/contact">
            <Trans>Contact our customer service</Trans>
          </LocalLink>
        </li>
      </ul>
    </aside>
  )
}
