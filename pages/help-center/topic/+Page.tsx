import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../../components/page-title.js'
import { LocalLink, useLocalHref } from '../../../components/local-link.js'
import { Breadcrumbs } from '../../../components/catalog/breadcrumbs.js'
import { HelpBody } from '../../../components/help/help-body.js'
import { HelpTopicList } from '../../../components/help/help-topic-list.js'
import type { Data } from './+data.js'

export default function HelpCenterTopicPage() {
  const { t } = useLingui()
  const { topic, category, related } = useData<Data>()
  const href = useLocalHref()
  usePageTitle(topic.title)
  return (
    <article className="help-topic-page" data-topic-id={topic.id}>
      <Breadcrumbs
        items={[
          { name: t`Help centre`, path: '/help-center' },
          { name: category.name, path: category.path },
          { name: topic.title, path: topic.path },
        ]}
      />
      <h1>{topic.title}</h1>
      <HelpBody blocks={topic.blocks} />
      <aside className="help-feedback" aria-labelledby="help-feedback" data-testid="help-feedback">
        <h2 id="help-feedback">
          <Trans>Was this helpful?</Trans>
        </h2>
        <p>
          <Trans>If you still have a question, our customer service is happy to help.</Trans>
        </p>
        <p>
          <LocalLink className="btn btn-secondary" to="/contact">
            <Trans>Contact us</Trans>
          </LocalLink>
        </p>
      </aside>
      {related.length > 0 && (
        <nav aria-labelledby="help-related" data-testid="help-related">
          <h2 id="help-related">
            <Trans>More about {category.name}</Trans>
          </h2>
          <HelpTopicList topics={related} />
        </nav>
      )}
      <p>
        <a href={href('/help-center')}>
          <Trans>Back to the help centre</Trans>
        </a>
      </p>
    </article>
  )
}
