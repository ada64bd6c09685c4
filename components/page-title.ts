import { useConfig } from 'vike-react/useConfig'

/** Sets <title> as "Page · Brand" on server render and client navigation alike. */
export function usePageTitle(title: string, brandName: string) {
  useConfig()({ title: `${title} · ${brandName}` })
}
