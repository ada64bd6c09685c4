// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { redirect } from 'vike/abort'
import { designPage } from '../../server/services/catalog/catalog-pages.js'
import { productSafetyOf } from '../../server/services/catalog/product-safety.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { localHref } from '../../server/domain/tenancy/local-href.js'
import { db, notFound, storefront } from '../page-context.js'
import { breadcrumbJsonLd, offerJsonLd } from '../structured-data.js'
import { absoluteUrl } from '../urls.js'
import { mediaUrl } from '../../server/images/media-sizes.js'
import { choiceFromFields, closestVariant } from '../../server/domain/catalog/variant-choice.js'

/** /design/{slug}/{design_id}: one design with its price, the product choice and "personalise". */
export async function data(pc: PageContextServer) {
  const sf = storefront(pc)
  const id = /^\d{1,9}$/.test(pc.routeParams.design_id!) ? Number(pc.routeParams.design_id) : NaN
  const page = Number.isNaN(id) ? null : await designPage(db(pc), sf, id, pc.now ?? Date.now())
  if (!page) notFound(pc)
  const { design, range } = page
  // The options chosen on the page (?opt-size=10x15, the GET of its form without JS); values it does not have are
  // left out, and a combination not sold here becomes the closest one that is.
  const chosen = closestVariant(range, choiceFromFields(range, pc.urlParsed.search).choice)!
  const path = `/design/${design.slug}/${design.id}`
  // The canonical address keeps the query: a shared link with a choice of options stays that choice.
  if (pc.routeParams.slug !== design.slug)
    throw redirect(localHref(pc, path) + (pc.urlParsed.searchOriginal ?? ''), 301)
  // The design on its product (what the shopper buys); media URLs have no language prefix.
  const shown = page.prices[chosen.id]!
  const image = pc.originOf!(pc.tenantServer!.site.hosts[0]!) + mediaUrl('mockup', design.id, 960, 'jpeg')
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: design.name,
    description: design.description,
    sku: `D${design.id}-${chosen.sku}`,
    category: design.articleName,
    image,
    brand: { '@type': 'Brand', name: pc.tenant.site.displayName },
    offers: offerJsonLd(shown, sf.currency, absoluteUrl(pc, path)),
  }
  // Only this design's own reviews, all of them listed on the page (Google's review snippet rules); none, nothing.
  if (page.reviews.count > 0 && page.reviews.average !== null) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: page.reviews.average.toFixed(1),
      reviewCount: page.reviews.count,
      bestRating: 5,
      worstRating: 1,
    }
    product.review = page.reviews.items.map((r) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: r.authorFirstName },
      datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
      reviewBody: r.text,
    }))
  }
  const seo: PageSeo = {
    description: design.description,
    image,
    pathByLanguage: Object.fromEntries(
      Object.entries(page.slugs).map(([lang, slug]) => [lang, `/design/${slug}/${design.id}`]),
    ),
    jsonLd: [
      product,
      breadcrumbJsonLd(pc, [
        { name: pc.tenant.site.displayName, path: '/' },
        {
          name: design.articleName,
          path: `/designs/${page.articles.find((a) => a.id === design.articleId)?.slug ?? 'x'}/${design.articleId}`,
        },
        { name: design.name, path },
      ]),
    ],
  }
  // What GPSR asks the offer to show (decision 058); nothing when the brand names no manufacturer for the article.
  const articleCode = page.articles.find((a) => a.id === design.articleId)?.code
  const safety = articleCode ? await productSafetyOf(db(pc), sf, articleCode) : null
  return { ...page, chosenVariantId: chosen.id, path, seo, safety }
}
export type Data = Awaited<ReturnType<typeof data>>
