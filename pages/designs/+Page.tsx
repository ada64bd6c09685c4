import { Trans } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { DesignList } from '../../components/catalog/design-list.js'
import { Breadcrumbs } from '../../components/catalog/breadcrumbs.js'
import { LocalLink } from '../../components/local-link.js'
import type { Data } from './+data.js'

export default function ArticleDesignsPage() {
  const { article, designs, path, categoryNames } = useData<Data>()
  const pc = usePageContext()
  const price = usePriceFormatter()
  usePageTitle(article.namePlural)
  return (
    <article>
      <Breadcrumbs
        items={[
          { name: pc.tenant.site.displayName, path: '/' },
          { name: article.namePlural, path },
        ]}
      />
      <h1>{article.namePlural}</h1>
      <p className="lead">{article.description}</p>
      <p>
        <span className="price" data-testid="price">
          <Trans>from {price(article.priceMinor)}</Trans>
        </span>
      </p>
      <p>
        <LocalLink className="btn btn-primary" to={`/create/${article.id}`}>
          <Trans>Start from a blank design</Trans>
        </LocalLink>
      </p>
      <DesignList basePath={path} result={designs} categoryNames={categoryNames} />
    </article>
  )
}
