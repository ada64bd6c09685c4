import { siteTimeZone } from '../../domain/tenancy/time-zones.js'
import type { Db } from '../../../db/client.js'
import * as q from '../../../db/queries/catalog.js'
import * as hq from '../../../db/queries/help.js'
import { helpPath } from '../../domain/help/help-center.js'
import type { ShopLanguage } from '../../domain/vocabulary/shop-enums.js'
import { LEGAL_SUBPAGES } from '../../domain/tenancy/localized-segments.js'
import { canonicalUrl, hreflangAlternates, type LogicalPathFor, type Tenant } from '../../domain/tenancy/tenant.js'
import { sitemapXml, type SitemapEntry } from '../../domain/catalog/sitemap.js'
import { blogIndex, blogSlugs, contentPageKeys } from './content-pages.js'

type SlugRows = { language: string; slug: string }[]

/**
 * Every indexable page of one site language: static pages, sections, blog posts, help categories and topics,
 * landings, tags, product lists and designs. Each URL lists its alternates on the other sites of the brand's hreflang set.
 */
export async function sitemapEntries(
  db: Db,
  tenant: Tenant,
  language: ShopLanguage,
  originOf: (host: string) => string,
): Promise<SitemapEntry[]> {
  const sf = {
    language,
    brandSlug: tenant.brand.slug,
    siteCode: tenant.site.code,
    currency: tenant.site.currency,
    allowDecimals: tenant.brand.allowDecimals,
    timeZone: siteTimeZone(tenant.site.country),
  }
  const entries: SitemapEntry[] = []
  const add = (path: LogicalPathFor, lastmod?: number) => {
    const own = typeof path === 'string' ? path : path(language)
    entries.push({
      loc: canonicalUrl(tenant, language, own, originOf),
      alternates: hreflangAlternates(tenant, path, originOf),
      ...(lastmod === undefined ? {} : { lastmod }),
    })
  }
  // lastmod: a design's own change; the catalog lists (home, categories, landings, tags, products) change with their
  // newest design. Editorial, help and legal pages carry no date the shop could vouch for, so they have none.
  const updated = await q.designUpdateTimes(db, sf)
  let catalogChanged: number | undefined
  for (const at of updated.values()) if (catalogChanged === undefined || at > catalogChanged) catalogChanged = at
  const bySlug = (rows: SlugRows, make: (slug: string) => string) => {
    const map = new Map(rows.map((r) => [r.language, r.slug]))
    return (lang: ShopLanguage) => make(map.get(lang) ?? map.get(language)!)
  }

  add('/', catalogChanged)
  add('/tags-list', catalogChanged)
  // The brand's own pages (decision 045) where it has them in this language; the others answer 404.
  const scope = { brandSlug: tenant.brand.slug, language }
  const pages = await contentPageKeys(db, scope)
  const brandPage: Record<string, string> = {
    '/about-us': 'aboutUs',
    '/_section/cookies-info': 'cookies',
    '/_section/guidelines-and-policies': 'guidelines',
  }
  for (const path of [
    '/offers',
    '/reviews',
    '/about-us',
    '/help-center',
    '/_section/cookies-info',
    '/_section/guidelines-and-policies',
    '/_section/legal',
    '/_section/blog',
  ])
    if (!(path in brandPage) || pages.has(brandPage[path]!)) add(path)
  for (const sub of Object.keys(LEGAL_SUBPAGES)) if (pages.has(sub)) add(`/_section/legal/${sub}`)
  const postSlugs = await blogSlugs(db, scope)
  for (const post of await blogIndex(db, scope)) {
    const slugs = postSlugs.get(post.key)!
    add((lang) => `/_section/blog/${slugs[lang] ?? post.slug}`)
  }
  const help = { brandSlug: tenant.brand.slug, language }
  for (const c of await hq.listHelpCategories(db, help))
    add(bySlug(await hq.helpCategorySlugs(db, help.brandSlug, c.id), (s) => helpPath('category', s, c.id)))
  for (const t of await hq.listHelpTopics(db, help))
    add(bySlug(await hq.helpTopicSlugs(db, help.brandSlug, t.id), (s) => helpPath('topic', s, t.id)))
  // A landing of one product lists it only where the brand sells that product (its page is 404 elsewhere).
  const sold = new Set((await q.listArticles(db, sf)).map((a) => a.id))
  for (const l of await q.listLandings(db, language))
    if (l.articleId === null || sold.has(l.articleId))
      add(
        bySlug(await q.landingSlugs(db, l.id), (s) => `/${s}`),
        catalogChanged,
      )
  for (const t of await q.listTags(db, language))
    add(
      bySlug(await q.tagSlugs(db, t.id), (s) => `/t/${s}`),
      catalogChanged,
    )
  for (const a of await q.listArticles(db, sf))
    add(
      bySlug(await q.articleSlugs(db, a.id), (s) => `/designs/${s}/${a.id}`),
      catalogChanged,
    )
  const designs = await q.designCards(db, sf, {}, { sort: 'POPULARITY', limit: 50_000, offset: 0 })
  const designSlugs = await q.designSlugsByIds(
    db,
    designs.map((d) => d.id),
  )
  for (const d of designs)
    add(
      bySlug(designSlugs.get(d.id) ?? [], (s) => `/design/${s}/${d.id}`),
      updated.get(d.id),
    )
  return entries
}

/** The sitemap of a host: every language the site serves (Luxembourg: German and French). */
export async function buildSitemap(db: Db, tenant: Tenant, originOf: (host: string) => string): Promise<string> {
  const perLanguage = await Promise.all(
    tenant.site.languages.map((l) => sitemapEntries(db, tenant, l.language, originOf)),
  )
  return sitemapXml(perLanguage.flat())
}
