import { Trans } from '@lingui/react/macro'
import type { DesignCard } from '../../server/services/catalog/catalog-pages.js'
import { usePriceFormatter } from '../price.js'
import { useLocalHref } from '../local-link.js'
import { ResponsiveImage } from '../responsive-image.js'
import { ReducedPrice } from './reduced-price.js'

/** A grid of design cards: the design on its product, name, product and price; each links to the design page. */
export function DesignGrid({
  designs,
  priorityCount = 0,
  headingLevel = 2,
}: {
  designs: DesignCard[]
  priorityCount?: number
  headingLevel?: 2 | 3
}) {
  const price = usePriceFormatter()
  const href = useLocalHref()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="design-grid" data-testid="design-grid">
      {designs.map((d, i) => (
        <li key={d.id} className="design-card">
          <a href={href(`/design/${d.slug}/${d.id}`)}>
            <ResponsiveImage
              kind="mockup"
              id={d.id}
              alt=""
              sizes="(min-width: 64em) 270px, (min-width: 40em) 30vw, 46vw"
              widths={[320, 480, 640]}
              priority={i < priorityCount}
            />
            <Heading className="design-card-name">{d.name}</Heading>
          </a>
          <p className="design-card-meta">
            <span>{d.articleName}</span>{' '}
            {d.reduced ? (
              <span className="design-card-price">
                <ReducedPrice
                  reducedMinor={d.reduced.reducedMinor}
                  regularMinor={d.reduced.regularMinor}
                  priorMinor={d.reduced.priorMinor}
                  from={d.priceFrom}
                />
              </span>
            ) : d.priceFrom ? (
              // Its variants (sizes, finishes) differ in price: the lowest, as "from".
              <Trans>
                from{' '}
                <span className="price" data-testid="price">
                  {price(d.priceMinor)}
                </span>
              </Trans>
            ) : (
              <span className="price" data-testid="price">
                {price(d.priceMinor)}
              </span>
            )}
          </p>
        </li>
      ))}
    </ul>
  )
}
