import type { Env } from './env.js'

/** Maps a configured host to its public origin, e.g. `https://wallpix.es`. */
export type OriginOf = (host: string) => string

/**
 * Absolute origin of a tenant host as the public sees it: PUBLIC_SCHEME, and PUBLIC_PORT, which defaults to PORT in
 * demo mode (local preview on *.localhost:3000) and to the scheme's own port in live mode (behind a proxy that
 * terminates TLS); 80/443 are omitted. Never from a request's Host or X-Forwarded-* headers: those are the client's.
 */
export function originFactory(
  env: Pick<Env, 'PUBLIC_SCHEME' | 'PUBLIC_PORT' | 'PORT'> & Partial<Pick<Env, 'SHOP_MODE'>>,
): OriginOf {
  const defaultPort = env.PUBLIC_SCHEME === 'https' ? 443 : 80
  const port = env.PUBLIC_PORT ?? (env.SHOP_MODE === 'live' ? defaultPort : env.PORT)
  const suffix = port === defaultPort ? '' : `:${port}`
  return (host) => `${env.PUBLIC_SCHEME}://${host}${suffix}`
}

/** A site's public origin: its first configured host (the one its pages, mails and PSP links name). */
export function siteOrigin(originOf: OriginOf, site: { hosts: readonly string[] }): string {
  return originOf(site.hosts[0]!)
}
