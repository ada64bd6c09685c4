import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { LocalLink, useLocalHref } from '../../components/local-link.js'
import { HelpTopicList } from '../../components/help/help-topic-list.js'
import type { HelpStageKey } from '../../server/domain/help/help-center.js'
import type { Data } from './+data.js'

export default function HelpCenterPage() {
  const { t } = useLingui()
  const { categories, stages, search } = useData<Data>()
  const pc = usePageContext()
  const href = useLocalHref()
  usePageTitle(search ? t`Help centre: “${search.query}”` : t`Help centre`)
  const stageNames: Record<HelpStageKey, string> = {
    beforePurchase: t`Before you buy`,
    ordersWaiting: t`Waiting for your order`,
    ordersReceived: t`Order received`,
    orderCompleted: t`After delivery`,
  }
  return (
    <section className="help-center">
      <h1>
        <Trans>Help centre</Trans>
      </h1>
      <p className="lead">
        <Trans>Answers to the most common questions about ordering, delivery, your photos and returns.</Trans>
      </p>
      <form className="help-search" role="search" method="get" action={`${pc.localePrefix}/help-center`}>
        <label htmlFor="help-search-query">
          <Trans>Search the help centre</Trans>
        </label>
        <input
          id="help-search-query"
          name="query"
          type="search"
          maxLength={200}
          defaultValue={search?.query ?? ''}
          placeholder={t`For example: delivery time, invoice, refund`}
        />
        <button type="submit" className="btn btn-primary">
          <Trans>Search</Trans>
        </button>
      </form>

      {search && (
        <section className="help-search-results" aria-labelledby="help-results" data-testid="help-results">
          <h2 id="help-results">
            <Trans>Results for “{search.query}”</Trans>
          </h2>
          {search.results.length === 0 ? (
            <p data-testid="help-no-results">
              <Trans>
                We found no help topic for “{search.query}”. Try another word, browse the topics below or{' '}
                <LocalLink to="/contact">contact us</LocalLink>.
              </Trans>
            </p>
          ) : (
            <ol className="help-results">
              {search.results.map((r) => (
                <li key={r.id}>
                  <a href={href(r.path)} data-topic-id={r.id}>
                    {r.title}
                  </a>
                  <span className="help-result-category">{r.categoryName}</span>
                  <p>{r.excerpt}</p>
                </li>
              ))}
            </ol>
          )}
          <p>
            <LocalLink to="/help-center">
              <Trans>Show all help topics</Trans>
            </LocalLink>
          </p>
        </section>
      )}

      {!search && (
        <section className="help-stages" aria-labelledby="help-stages">
          <h2 id="help-stages">
            <Trans>Help for every step of your order</Trans>
          </h2>
          <div className="help-stage-grid">
            {stages.map((stage) => (
              <section key={stage.key} className="help-stage" data-stage={stage.key}>
                <h3>{stageNames[stage.key]}</h3>
                <HelpTopicList topics={stage.topics} />
                {stage.category && (
                  <p className="help-stage-more">
                    <a href={href(stage.category.path)}>{stage.category.name}</a>
                  </p>
                )}
              </section>
            ))}
          </div>
        </section>
      )}

      <section className="help-categories" aria-labelledby="help-categories">
        <h2 id="help-categories">
          <Trans>All help topics</Trans>
        </h2>
        <div className="help-category-grid">
          {categories.map((c) => (
            <section key={c.id} className="help-category" data-category-id={c.id}>
              <h3>
                <a href={href(c.path)}>{c.name}</a>
              </h3>
              <p className="text-muted">{c.description}</p>
              <HelpTopicList topics={c.topics} />
            </section>
          ))}
        </div>
      </section>

      <p className="help-contact">
        <Trans>
          Didn’t find your answer? <LocalLink to="/contact">Contact us</LocalLink> and we will help you.
        </Trans>
      </p>
    </section>
  )
}
