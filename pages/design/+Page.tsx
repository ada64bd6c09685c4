import { useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { usePageTitle } from '../../components/page-title.js'
import { usePriceFormatter } from '../../components/price.js'
import { useLocalHref } from '../../components/local-link.js'
import { ResponsiveImage } from '../../components/responsive-image.js'
import { Breadcrumbs } from '../../components/catalog/breadcrumbs.js'
import { DesignGallery } from '../../components/catalog/design-gallery.js'
import { DesignGrid } from '../../components/catalog/design-grid.js'
import { Stars } from '../../components/catalog/stars.js'
import { ProductSafetyDetails } from '../../components/catalog/product-safety.js'
import { ReducedPrice } from '../../components/catalog/reduced-price.js'
import { ReviewChecks } from '../../components/catalog/review-checks.js'
import { QuantityTiers, UpdatePriceButton, VariantSelects } from '../../components/catalog/variant-picker.js'
import { closestVariant, OPTION_FIELD_PREFIX } from '../../server/domain/catalog/variant-choice.js'
import { PRINTS_KIND } from '../../server/domain/prints/prints-draft.js'
import type { Data } from './+data.js'

/**
 * One design: its pictures (on the product, flat, and a mug's wrap-around), then name, price and the two ways to buy
 * (personalise, or add it as shown); on a phone both are on the first screen. Other products it comes on follow.
 */
export default function DesignPage() {
  const { t, i18n } = useLingui()
  const { design, articles, range, prices, chosenVariantId, reviews, related, path, safety } = useData<Data>()
  const [choice, setChoice] = useState(() => range.variants.find((v) => v.id === chosenVariantId)!.options)
  const chosen = closestVariant(range, choice)!
  const shown = prices[chosen.id]!
  const choose = (options: Record<string, string>) => {
    setChoice(options)
    // The address keeps the choice, so a reload or a shared link shows the same product.
    const next = closestVariant(range, options)!
    const url = new URL(window.location.href)
    for (const o of range.options) url.searchParams.set(`${OPTION_FIELD_PREFIX}${o.key}`, next.options[o.key]!)
    window.history.replaceState(window.history.state, '', url)
  }
  const pc = usePageContext()
  const price = usePriceFormatter()
  const href = useLocalHref()
  usePageTitle(design.name)
  const own = articles.find((a) => a.id === design.articleId)
  const others = articles.filter((a) => a.id !== design.articleId)
  return (
    <article className="design-detail">
      <Breadcrumbs
        items={[
          { name: pc.tenant.site.displayName, path: '/' },
          ...(own ? [{ name: own.namePlural, path: `/designs/${own.slug}/${own.id}` }] : []),
          { name: design.name, path },
        ]}
      />
      <div className="design-detail-grid">
        <DesignGallery design={design} />
        <div className="design-buy">
          <h1>{design.name}</h1>
          <p className="design-article">{design.articleName}</p>
          <p className="design-price" data-testid="price-block">
            {shown.reducedMinor !== null ? (
              <ReducedPrice
                reducedMinor={shown.reducedMinor}
                regularMinor={shown.regularMinor}
                priorMinor={shown.priorMinor}
                large
              />
            ) : (
              <span className="price price-large" data-testid="price">
                {price(chosen.ladder.steps[0]!.amountMinor)}
              </span>
            )}{' '}
            <span className="vat-note">
              <Trans>VAT included</Trans>
            </span>
          </p>
          <QuantityTiers variant={chosen} />
          {reviews.average !== null && (
            <p className="rating">
              <Stars rating={reviews.average} />{' '}
              <a href="#design-reviews" data-testid="rating-count">
                <Plural value={reviews.count} one={`# review`} other={`# reviews`} />
              </a>
            </p>
          )}
          <div className="design-actions">
            <a
              className="btn btn-primary"
              data-testid="personalise"
              href={
                href(`/create/${design.articleId}`) +
                `?design=${design.id}` +
                range.options
                  .map((o) => `&${OPTION_FIELD_PREFIX}${o.key}=${encodeURIComponent(chosen.options[o.key]!)}`)
                  .join('')
              }
            >
              <Trans>Personalise</Trans>
            </a>
            {own?.kind === PRINTS_KIND && (
              <a className="btn btn-primary" data-testid="order-prints" href={href(`/prints/${own.id}`)}>
                <Trans>Order prints of your photos</Trans>
              </a>
            )}
            <form method="post" action={`${pc.localePrefix}/cart/add`} className="add-to-cart">
              <input type="hidden" name="articleId" value={design.articleId} />
              <input type="hidden" name="designId" value={design.id} />
              <VariantSelects range={range} chosen={chosen} onChoose={choose} />
              {range.options.length > 0 && <UpdatePriceButton path={href(path)} />}
              <button type="submit" className="btn btn-secondary" data-testid="add-to-cart">
                <Trans>Add to cart as shown</Trans>
              </button>
            </form>
          </div>
          <p className="design-description">{design.description}</p>
          {safety && <ProductSafetyDetails info={safety} />}
          {others.length > 0 && (
            <section className="also-available" aria-labelledby="other-products">
              <h2 id="other-products">
                <Trans>Also available on</Trans>
              </h2>
              <ul className="article-choice">
                {others.map((a) => (
                  <li key={a.id}>
                    <a
                      href={href(`/create/${a.id}`) + `?design=${design.id}`}
                      aria-label={t`Personalise this design on: ${a.name}`}
                    >
                      <ResponsiveImage kind="article" id={a.id} alt="" sizes="96px" widths={[160, 320]} />
                      <span className="article-choice-name">{a.name}</span>
                    </a>{' '}
                    <span className="price">{price(a.priceMinor)}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {design.tags.length > 0 && (
            <ul className="tag-cloud" aria-label={t`Tags`}>
              {design.tags.map((tag) => (
                <li key={tag.id}>
                  <a href={href(`/t/${tag.slug}`)}>{tag.name}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {reviews.items.length > 0 && (
        <section aria-labelledby="design-reviews" className="design-reviews">
          <h2 id="design-reviews">
            <Trans>Reviews of this design</Trans>
          </h2>
          <ReviewChecks />
          <ol className="review-list">
            {reviews.items.map((r) => (
              <li key={r.id} className="review" data-testid="design-review" data-rating={r.rating}>
                <Stars rating={r.rating} />
                <p>{r.text}</p>
                <p className="review-meta">
                  {r.authorFirstName} ·{' '}
                  <time dateTime={new Date(r.createdAt).toISOString().slice(0, 10)}>
                    {i18n.date(new Date(r.createdAt), { dateStyle: 'medium', timeZone: 'UTC' })}
                  </time>
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related">
          <h2 id="related">
            <Trans>You may also like</Trans>
          </h2>
          <DesignGrid designs={related} headingLevel={3} />
        </section>
      )}
    </article>
  )
}
