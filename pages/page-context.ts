import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { Storefront } from '../db/queries/catalog.js'
import type { Db } from '../db/client.js'
import { brandTags } from '../server/services/catalog/catalog-pages.js'
import type { TagCategory } from '../server/domain/vocabulary/shop-enums.js'
import { parseListQuery, type ListQuery } from '../server/domain/catalog/catalog-query.js'
import { localizePath } from '../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../server/domain/tenancy/tenant.js'

/** Shared plumbing of the catalog +data hooks: where the shopper is, the list state, absolute URLs. */
export function storefront(pc: PageContextServer): Storefront {
  return {
    language: pc.locale,
    brandSlug: pc.tenant.brand.slug,
    siteCode: pc.tenant.site.code,
    currency: pc.tenant.site.currency,
    overrides: pc.tenantServer?.content,
    previewPromotions: pc.tenantServer?.previewPromotions,
  }
}

export function db(pc: PageContextServer): Db {
  if (!pc.db) throw new Error('database missing from pageContext')
  return pc.db
}

/**
 * A malformed ?sort/?category/?page is treated like an invalid route parameter (404 "Page Not Found"), with the
 * reason logged; Vike's render() has no 400, and a silent default would hide broken links.
 */
export function listQuery(pc: PageContextServer): ListQuery {
  const parsed = parseListQuery(pc.urlParsed.search)
  if (!parsed.ok) invalidQuery(pc, parsed.error)
  return parsed.value
}

export function invalidQuery(pc: PageContextServer, error: string): never {
  throw render(404, `Page Not Found: ${pc.urlOriginal.split(/[?#]/)[0]} (${error})`)
}

export function notFound(pc: PageContextServer): never {
  throw render(404, `Page not found: ${pc.urlOriginal.split(/[?#]/)[0]}`)
}

export function absoluteUrl(pc: PageContextServer, logicalPath: string): string {
  const host = pc.tenantServer!.site.hosts[0]!
  return pc.originOf!(host) + localizePath(logicalPath, pc.locale, siteRouting(pc.tenant.site))
}

export function breadcrumbJsonLd(
  pc: PageContextServer,
  items: { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(pc, item.path),
    })),
  }
}

/** Minor units to a schema.org price string ("12.95"): crawlers want a plain decimal, not the display format. */
export function schemaPrice(amountMinor: number): string {
  return (amountMinor / 100).toFixed(2)
}

/** Tag category -> its translated name, for the list filter. */
export function categoryNames(pc: PageContextServer): Partial<Record<TagCategory, string>> {
  return Object.fromEntries(
    brandTags(db(pc), storefront(pc))
      .filter((t) => t.category)
      .map((t) => [t.category, t.name]),
  )
}
