// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext'
import { canonicalUrl, hreflangAlternates } from '../server/domain/tenant.js'

/** Canonical and hreflang links (server-rendered; crawlers read the first response). */
export default function Head() {
  const pc = usePageContext()
  const tenant = pc.tenantServer
  if (!tenant || !pc.originOf || pc.is404 || pc.abortStatusCode || !pc.logicalPath) return <meta name="robots" content="noindex" />
  const alternates = hreflangAlternates(tenant, pc.logicalPath, pc.originOf)
  return (
    <>
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="canonical" href={canonicalUrl(tenant, pc.locale, pc.logicalPath, pc.originOf)} />
      {alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
    </>
  )
}
