import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { useLocalHref } from '../../components/local-link.js'
import { DesignGrid } from '../../components/catalog/design-grid.js'
import { Pagination } from '../../components/catalog/pagination.js'
import { HelpBlock } from '../../components/help-block.js'
import type { Data } from './+data.js'

export default function SearchPage() {
  const { t } = useLingui()
  const { query, total, designs, articles, tags, suggestions, page, pages, helpTopics } = useData<Data>()
  const price = usePriceFormatter()
  const href = useLocalHref()
  usePageTitle(t`Search results for “${query}”`)
  const searchHref = (q: string) => `${href('/search')}?query=${encodeURIComponent(q)}`
  const nothing = total === 0 && articles.length === 0 && tags.length === 0
  return (
    <section className="search-page">
      <h1>
        <Trans>Search results for “{query}”</Trans>
      </h1>
      {nothing ? (
        <div data-testid="no-results">
          <p>
            <Trans>We found nothing for “{query}”. Check the spelling or try a more general word.</Trans>
          </p>
          {suggestions.length > 0 && (
            <>
              <h2>
                <Trans>Popular searches</Trans>
              </h2>
              <ul className="tag-cloud" data-testid="suggestions">
                {suggestions.map((s) => (
                  <li key={s}>
                    <a href={searchHref(s)}>{s}</a>
                  </li>
                ))}
              </ul>
            </>
          )}
          <HelpBlock mode="SEARCH_PAGE" topics={helpTopics} />
        </div>
      ) : (
        <>
          {articles.length > 0 && (
            <section aria-labelledby="search-products">
              <h2 id="search-products">
                <Trans>Products</Trans>
              </h2>
              <ul className="article-list">
                {articles.map((a) => (
                  <li key={a.id}>
                    <a href={href(`/designs/${a.slug}/${a.id}`)}>{a.namePlural}</a>{' '}
                    <span className="price">
                      <Trans>from {price(a.priceMinor)}</Trans>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {tags.length > 0 && (
            <section aria-labelledby="search-tags">
              <h2 id="search-tags">
                <Trans>Categories</Trans>
              </h2>
              <ul className="tag-cloud">
                {tags.map((tag) => (
                  <li key={tag.id}>
                    <a href={href(`/t/${tag.slug}`)}>{tag.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="search-designs">
            <h2 id="search-designs">
              <Plural value={total} one={`# design`} other={`# designs`} />
            </h2>
            <DesignGrid designs={designs} headingLevel={3} priorityCount={4} />
            <Pagination page={page} pages={pages} hrefFor={(p) => `${searchHref(query)}&page=${p}`} />
          </section>
        </>
      )}
    </section>
  )
}
