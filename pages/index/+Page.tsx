import { Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { LocalLink, useLocalHref } from '../../components/local-link.js'
import { DesignGrid } from '../../components/catalog/design-grid.js'
import { ProductTiles } from '../../components/catalog/product-tiles.js'
import { ResponsiveImage } from '../../components/responsive-image.js'
import type { Data } from './+data.js'

/**
 * Home: the promise and a picture of the products first, then best sellers (on a phone the first of them are on the
 * first screen), the product range as tiles, the campaigns, new designs and the categories.
 */
export default function IndexPage() {
  const { t } = useLingui()
  const pc = usePageContext()
  const data = useData<Data>()
  const price = usePriceFormatter()
  const href = useLocalHref()
  const brand = pc.tenant.site.displayName
  usePageTitle(t`Personalised photo gifts`)
  const threshold = price(pc.tenant.site.freeShippingFromMinor)
  return (
    <div className="home">
      <section className="home-hero">
        <div className="home-hero-text">
          <p className="home-brand" data-testid="brand-name">
            {brand}
          </p>
          <h1>
            <Trans>Personalised photo gifts</Trans>
          </h1>
          <p className="home-lead">
            <Trans>Your photos and designs on personalised gifts, made to order and delivered to your door.</Trans>
          </p>
          <p className="free-shipping" data-testid="free-shipping">
            <Trans>Free shipping on orders from {threshold}</Trans>
          </p>
        </div>
        {data.heroId !== null && (
          <div className="home-hero-picture">
            <ResponsiveImage
              kind="hero"
              id={data.heroId}
              alt=""
              sizes="(min-width: 64em) 640px, (min-width: 48em) 55vw, 100vw"
              widths={[480, 640, 960, 1280]}
              priority
            />
          </div>
        )}
      </section>
      <section aria-labelledby="top-sales">
        <h2 id="top-sales">
          <Trans>Best sellers</Trans>
        </h2>
        <DesignGrid designs={data.topSales} headingLevel={3} />
      </section>
      <section aria-labelledby="products">
        <h2 id="products">
          <Trans>Our products</Trans>
        </h2>
        <ProductTiles articles={data.articles} />
      </section>
      {data.banners.length > 0 && (
        <section className="banners" aria-label={t`Featured`}>
          {data.banners.map((b) => (
            <a key={b.id} className="banner" href={href(`/${b.landingSlug}`)} data-testid="banner">
              <ResponsiveImage kind="banner" id={b.id} alt="" sizes="(min-width: 48em) 50vw, 100vw" />
              <span className="banner-text">
                <strong>{b.title}</strong>
                <span>{b.subtitle}</span>
                <span className="btn btn-primary">{b.cta}</span>
              </span>
            </a>
          ))}
        </section>
      )}
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
    </div>
  )
}
