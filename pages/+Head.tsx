// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import { canonicalUrl, hreflangAlternates } from '../server/domain/tenancy/tenant.js'
import { jsonLdText, type PageSeo } from '../server/domain/catalog/page-seo.js'
import { hasThemeTokens, themeCss, themeCssVersion } from '../server/domain/tenancy/theme-tokens.js'

/** Canonical, hreflang alternates, meta description and JSON-LD (server-rendered; crawlers read the first response). */
export default function Head() {
  const pc = usePageContext()
  const tenant = pc.tenantServer
  // The brand's own colours, font and logo: a stylesheet of this host (no inline style, the CSP stays strict).
  const tokens = tenant?.brand.themeTokens
  const brandTheme = tenant && tokens && hasThemeTokens(tokens) && (
    <link rel="stylesheet" href={`/theme.css?v=${themeCssVersion(themeCss(tenant.brand.theme, tokens))}`} />
  )
  if (!tenant || !pc.originOf || pc.is404 || pc.abortStatusCode || !pc.logicalPath) {
    return (
      <>
        {brandTheme}
        <meta name="robots" content="noindex" />
      </>
    )
  }
  const seo = ((pc.data as { seo?: PageSeo } | undefined)?.seo ?? {}) as PageSeo
  const pathFor = (language: Parameters<typeof canonicalUrl>[1]) => seo.pathByLanguage?.[language] ?? pc.logicalPath
  const alternates = hreflangAlternates(tenant, pathFor, pc.originOf)
  return (
    <>
      {brandTheme}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {seo.description && <meta name="description" content={seo.description} />}
      {seo.noindex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={canonicalUrl(tenant, pc.locale, pathFor(pc.locale), pc.originOf)} />
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
      {seo.jsonLd?.map((item, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(item) }} />
      ))}
    </>
  )
}
