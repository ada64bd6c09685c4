// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import { canonicalUrl, hreflangAlternates } from '../server/domain/tenancy/tenant.js'
import { setupI18n } from '@lingui/core'
import { jsonLdText, openGraphProperties, paginatedUrl, type PageSeo } from '../server/domain/catalog/page-seo.js'
import { hasThemeTokens, themeCss, themeCssVersion } from '../server/domain/tenancy/theme-tokens.js'
import { PAGE_DESCRIPTIONS } from './page-descriptions.js'

/**
 * Canonical, hreflang alternates, meta description, Open Graph and JSON-LD of every page, in this one place
 * (server-rendered; crawlers read the first response). The <title> and og:title come from each page's title.
 */
export default function Head() {
  const pc = usePageContext()
  const tenant = pc.tenantServer
  // The brand's own colours, font and logo: a stylesheet of this host (no inline style, the CSP stays strict).
  const tokens = tenant?.brand.themeTokens
  // No frame is painted before <main> is parsed to its end (every layout has one): on a slow phone the parser otherwise
  // yields half-way, the fixed cookie banner is painted without its buttons and then grows up the screen (a layout
  // shift of up to 0.16), and the design page's buy buttons jump when their options arrive. Browsers without
  // rel=expect ignore it.
  const parsedFirst = <link rel="expect" href="#main" blocking="render" />
  const brandTheme = tenant && tokens && hasThemeTokens(tokens) && (
    <link rel="stylesheet" href={`/theme.css?v=${themeCssVersion(themeCss(tenant.brand.theme, tokens))}`} />
  )
  if (!tenant || !pc.originOf || pc.is404 || pc.abortStatusCode || !pc.logicalPath) {
    return (
      <>
        {parsedFirst}
        {brandTheme}
        <meta name="robots" content="noindex" />
      </>
    )
  }
  const seo = ((pc.data as { seo?: PageSeo } | undefined)?.seo ?? {}) as PageSeo
  const pathFor = (language: Parameters<typeof canonicalUrl>[1]) => seo.pathByLanguage?.[language] ?? pc.logicalPath
  // Page 2 of a list is its own page: its canonical and alternates keep the page number.
  const alternates = hreflangAlternates(tenant, pathFor, pc.originOf).map((a) => ({
    ...a,
    href: paginatedUrl(a.href, seo.page),
  }))
  const canonical = paginatedUrl(canonicalUrl(tenant, pc.locale, pathFor(pc.locale), pc.originOf), seo.page)
  const siteName = pc.tenant.site.displayName
  const described = PAGE_DESCRIPTIONS[pc.logicalPath]
  const description =
    seo.description ??
    (described &&
      setupI18n({ locale: pc.locale, messages: { [pc.locale]: pc.i18nMessages ?? {} } })._(
        described.id,
        { site: siteName },
        { message: described.message },
      ))
  const origin = pc.originOf(tenant.site.hosts[0]!)
  const sharePath = seo.image ? null : (pc.sharePath ?? null)
  const image = seo.image ?? (sharePath && origin + sharePath)
  const hreflang = tenant.site.languages.find((l) => l.language === pc.locale)?.hreflang ?? pc.locale
  return (
    <>
      {parsedFirst}
      {brandTheme}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {description && <meta name="description" content={description} />}
      {seo.noindex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={canonical} />
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {!seo.noindex &&
        openGraphProperties({ url: canonical, description, image, siteName, hreflang }).map((p) => (
          <meta key={p.property} property={p.property} content={p.content} />
        ))}
      {seo.jsonLd?.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
    </>
  )
}
