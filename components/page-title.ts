import { useConfig } from 'vike-react/useConfig'
import { usePageContext } from 'vike-react/usePageContext'

/** Sets <title> as "Page · Brand" on server render and client navigation alike. */
export function usePageTitle(title: string) {
  const brand = usePageContext().tenant.site.displayName
  useConfig()({ title: `${title} · ${brand}` })
}
