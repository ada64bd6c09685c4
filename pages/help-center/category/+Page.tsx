import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../../components/page-title.js'
import { LocalLink, useLocalHref } from '../../../components/local-link.js'
import { Breadcrumbs } from '../../../components/catalog/breadcrumbs.js'
import type { Data } from './+data.js'

export default function HelpCenterCategoryPage() {
  const { t } = useLingui()
  const { category, topics, others } = useData<Data>()
  const href = useLocalHref()
  usePageTitle(`${category.name} · ${t`Help centre`}`)
  return (
    <article className="help-category-page" data-category-id={category.id}>
      <Breadcrumbs
        items={[
          { name: t`Help centre`, path: '/help-center' },
          { name: category.name, path: category.path },
        ]}
      />
      <h1>{category.name}</h1>
      <p className="lead">{category.description}</p>
      <ul className="help-results" data-testid="help-category-topics">
        {topics.map((topic) => (
          <li key={topic.id}>
            <a href={href(topic.path)} data-topic-id={topic.id}>
              {topic.title}
            </a>
            <p>{topic.excerpt}</p>
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <nav aria-labelledby="help-other-categories">
          <h2 id="help-other-categories">
            <Trans>Other help topics</Trans>
          </h2>
          <ul className="tag-cloud">
            {others.map((c) => (
              <li key={c.id}>
                <a href={href(c.path)}>{c.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="help-contact">
        <Trans>
          Didn’t find your answer? <LocalLink to="/contact">Contact us</LocalLink> and we will help you.
        </Trans>
      </p>
    </article>
  )
}
