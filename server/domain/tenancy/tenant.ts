import type { OfferDef } from '../promotions/offer-schema.js'
import type { BrandConfig, SiteConfig, TenantFile } from './tenant-schema.js'
import type { BrandOverrides, PromotionDef } from './content-schema.js'
import type { BlogPosts, BrandPages } from './brand-pages.js'
import type { ProductSafety } from '../catalog/product-safety.js'
import type { ShopLanguage } from '../vocabulary/shop-enums.js'
import type { ConsentMode } from '../analytics/consent.js'
import { defaultLanguage, localizePath, type SiteRouting } from './locale-path.js'

export interface Tenant {
  brand: BrandConfig & { id: number }
  site: SiteConfig & { id: number }
  /** Every site of the brand, for hreflang alternates (only used when the brand has an x-default). */
  brandSites: SiteConfig[]
  /** The brand's own texts and hidden items over the shared catalog (published, or a staff member's draft in preview). */
  content: BrandOverrides
  /** Set only while a staff member previews a draft: the draft's promotion codes instead of the stored ones. */
  previewPromotions?: PromotionDef[]
  /** Set on the draft tenant a previewing staff member sees: the draft's automatic offers. */
  previewOffers?: OfferDef[]
  /** Set on the draft tenant a previewing staff member sees: the draft's pages and blog posts (decision 045). */
  previewPages?: { pages: BrandPages; blog: BlogPosts }
  /** Set on the draft tenant a previewing staff member sees: the draft's product-safety information (decision 058). */
  previewProductSafety?: ProductSafety
}

/**
 * The name shoppers see on one site in one language: that language's name of the site, else the site's display name,
 * else the brand's. Every title, header, mail sender, og tag and JSON-LD brand of a site goes through this, so a
 * country site never names another country and a French page of a German-speaking site reads its French name.
 */
export function siteDisplayName(
  t: {
    brand: Pick<BrandConfig, 'displayName'>
    site: Pick<SiteConfig, 'displayName' | 'languages'>
  },
  language: ShopLanguage,
): string {
  const own = t.site.languages.find((l) => l.language === language)?.displayName
  return own ?? t.site.displayName ?? t.brand.displayName
}

/** The same for a site of a stored brand named by code (mails about an order or a ticket of that site). */
export function siteDisplayNameOf(
  file: Pick<TenantFile, 'displayName' | 'sites'>,
  siteCode: string,
  language: ShopLanguage,
): string {
  const site = file.sites.find((s) => s.code === siteCode)
  return site ? siteDisplayName({ brand: file, site }, language) : file.displayName
}

/** The part of a tenant that may reach the browser: no legal or internal fields, no ids. */
export interface PublicTenant {
  brand: {
    slug: string
    legalName: string
    theme: string
    allowDecimals: boolean
    ga4Id: string | null
    consentMode: ConsentMode
    loginRequired: boolean
    guestCheckout: boolean
  }
  site: {
    code: string
    /**
     * The site's name for shoppers in the page's language, resolved (siteDisplayName): what every page shows. It is the
     * default language's until routing knows the page's language (publicTenantIn).
     */
    displayName: string
    country: string
    currency: string
    freeShippingFromMinor: number
    /** Each language with the site's name in it, resolved. */
    languages: { language: ShopLanguage; hreflang: string; pathPrefix: string | null; displayName: string }[]
  }
}

export function publicTenant(t: Tenant): PublicTenant {
  return {
    brand: {
      slug: t.brand.slug,
      legalName: t.brand.legal.companyName,
      theme: t.brand.theme,
      allowDecimals: t.brand.allowDecimals,
      ga4Id: t.brand.analytics.ga4Id,
      consentMode: t.brand.analytics.consentMode,
      loginRequired: t.brand.features.loginRequired,
      guestCheckout: t.brand.features.guestCheckout,
    },
    site: {
      code: t.site.code,
      displayName: siteDisplayName(t, defaultLanguage(t.site)),
      country: t.site.country,
      currency: t.site.currency,
      freeShippingFromMinor: t.site.freeShippingFromMinor,
      languages: t.site.languages.map((l) => ({
        language: l.language,
        hreflang: l.hreflang,
        pathPrefix: l.pathPrefix,
        displayName: siteDisplayName(t, l.language),
      })),
    },
  }
}

/** The public tenant as a page in `language` shows it: the site's name in that language. */
export function publicTenantIn(t: PublicTenant, language: ShopLanguage): PublicTenant {
  const displayName = t.site.languages.find((l) => l.language === language)?.displayName ?? t.site.displayName
  return displayName === t.site.displayName ? t : { ...t, site: { ...t.site, displayName } }
}

export function siteRouting(site: { languages: SiteRouting['languages'] }): SiteRouting {
  return { languages: site.languages.map((l) => ({ language: l.language, pathPrefix: l.pathPrefix })) }
}

/** One logical path for every language, or one per language (catalog slugs are translated). */
export type LogicalPathFor = string | ((language: ShopLanguage) => string)

export interface AlternateLink {
  hreflang: string
  href: string
}

/**
 * hreflang alternates of one logical page: every language of every site of the brand (self included)
 * plus x-default, as absolute URLs. A brand outside an hreflang set gets none (only its canonical).
 */
export function hreflangAlternates(
  t: Tenant,
  logicalPath: LogicalPathFor,
  originOf: (host: string) => string,
): AlternateLink[] {
  const pathFor = typeof logicalPath === 'string' ? () => logicalPath : logicalPath
  if (t.brand.hreflangXDefault === null) return []
  const links: AlternateLink[] = []
  for (const site of t.brandSites) {
    const origin = originOf(site.hosts[0]!)
    for (const l of site.languages) {
      links.push({
        hreflang: l.hreflang,
        href: origin + localizePath(pathFor(l.language), l.language, siteRouting(site)),
      })
    }
  }
  const xSite = t.brandSites.find((s) => s.code === t.brand.hreflangXDefault)
  const xLang = xSite?.languages.find((l) => l.pathPrefix === null)
  if (xSite && xLang) {
    links.push({
      hreflang: 'x-default',
      href: originOf(xSite.hosts[0]!) + localizePath(pathFor(xLang.language), xLang.language, siteRouting(xSite)),
    })
  }
  return links
}

export function canonicalUrl(
  t: Tenant,
  language: ShopLanguage,
  logicalPath: string,
  originOf: (host: string) => string,
): string {
  return originOf(t.site.hosts[0]!) + localizePath(logicalPath, language, siteRouting(t.site))
}
