import type { AnchorHTMLAttributes } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '../server/domain/tenancy/locale-path.js'
import { siteRouting } from '../server/domain/tenancy/tenant.js'

/** Resolves a logical path ("/cart", "/_section/legal") to the visitor's language and prefix. */
export function useLocalHref(): (logicalPath: string) => string {
  const pc = usePageContext()
  return (logicalPath) => localizePath(logicalPath, pc.locale, siteRouting(pc.tenant.site))
}

export function LocalLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const href = useLocalHref()
  return <a href={href(to)} {...rest} />
}
