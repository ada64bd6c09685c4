import type { AnchorHTMLAttributes } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { localHref } from '../server/domain/tenancy/local-href.js'

/** Resolves a logical path ("/cart", "/_section/legal") to the visitor's language and prefix. */
export function useLocalHref(): (logicalPath: string) => string {
  const pc = usePageContext()
  return (logicalPath) => localHref(pc, logicalPath)
}

export function LocalLink({ to, children, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const href = useLocalHref()
  return (
    <a href={href(to)} {...rest}>
      {children}
    </a>
  )
}
