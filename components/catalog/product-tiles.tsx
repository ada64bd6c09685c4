import { Trans } from '@lingui/react/macro'
import type { ArticleCard } from '../../server/services/catalog/catalog-pages.js'
import { usePriceFormatter } from '../price.js'
import { useLocalHref } from '../local-link.js'
import { ResponsiveImage } from '../responsive-image.js'

/** The product range as picture tiles: each product with a design on it, its name and its lowest price. */
export function ProductTiles({ articles }: { articles: ArticleCard[] }) {
  const price = usePriceFormatter()
  const href = useLocalHref()
  return (
    <ul className="product-tiles" data-testid="product-tiles">
      {articles.map((a) => (
        <li key={a.id} className="product-tile">
          <a href={href(`/designs/${a.slug}/${a.id}`)}>
            <ResponsiveImage
              kind="article"
              id={a.id}
              alt=""
              sizes="(min-width: 64em) 17vw, (min-width: 40em) 30vw, 46vw"
              widths={[320, 480, 640]}
            />
            <span className="product-tile-name">{a.namePlural}</span>
          </a>
          <span className="price">
            <Trans>from {price(a.priceMinor)}</Trans>
          </span>
        </li>
      ))}
    </ul>
  )
}
