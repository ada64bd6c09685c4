import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { LocalLink, useLocalHref } from '../../components/local-link.js'
import { DesignGrid } from '../../components/catalog/design-grid.js'
import { ResponsiveImage } from '../../components/responsive-image.js'
import type { Data } from './+data.js'

export default function IndexPage() {
  const { t } = useLingui()
  const pc = usePageContext()
  const data = useData<Data>()
  const price = usePriceFormatter()
  const href = useLocalHref()
  const brand = pc.tenant.brand.displayName
  usePageTitle(t`Personalised photo gifts`)
  const threshold = price(pc.tenant.site.freeShippingFromMinor)
  const [hero, ...more] = data.banners
  return (
    <div className="home">
      <section className="home-intro">
        <h1>
          <Trans>Personalised photo gifts</Trans>
        </h1>
        <p className="home-brand" data-testid="brand-name">
          {brand}
        </p>
        <p>
          <Trans>Turn your photos into prints, mugs and canvases, made to order and delivered to your door.</Trans>
        </p>
        <p className="free-shipping" data-testid="free-shipping">
          <Trans>Free shipping on orders from {threshold}</Trans>
        </p>
      </section>
      {hero && (
        <section className="banners" aria-label={t`Featured`}>
          {[hero, ...more].map((b, i) => (
            <a key={b.id} className="banner" href={href(`/${b.landingSlug}`)} data-testid="banner">
              <ResponsiveImage kind="banner" id={b.id} alt="" sizes="100vw" priority={i === 0} />
              <span className="banner-text">
                <strong>{b.title}</strong>
                <span>{b.subtitle}</span>
                <span className="btn btn-primary">{b.cta}</span>
              </span>
            </a>
          ))}
        </section>
      )}
      <section aria-labelledby="top-sales">
        <h2 id="top-sales">
          <Trans>Best sellers</Trans>
        </h2>
        <DesignGrid designs={data.topSales} headingLevel={3} priorityCount={0} />
      </section>
      <section aria-labelledby="novelties">
        <h2 id="novelties">
          <Trans>New designs</Trans>
        </h2>
        <DesignGrid designs={data.novelties} headingLevel={3} />
      </section>
      <section aria-labelledby="categories">
        <h2 id="categories">
          <Trans>Categories</Trans>
        </h2>
        <ul className="tag-cloud">
          {[...data.categories, ...data.themes].map((tag) => (
            <li key={tag.id}>
              <a href={href(`/t/${tag.slug}`)}>{tag.name}</a>
            </li>
          ))}
        </ul>
        <p>
          <LocalLink to="/tags-list">
            <Trans>All categories</Trans>
          </LocalLink>
        </p>
      </section>
      <section aria-labelledby="products">
        <h2 id="products">
          <Trans>Our products</Trans>
        </h2>
        <ul className="article-list">
          {data.articles.map((a) => (
            <li key={a.id}>
              <a href={href(`/designs/${a.slug}/${a.id}`)}>{a.namePlural}</a>{' '}
              <span className="price">
                <Trans>from {price(a.priceMinor)}</Trans>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
