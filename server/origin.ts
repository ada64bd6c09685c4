import type { Env } from './env.js'

/** Absolute origin of a tenant host as the public sees it (scheme and port from env; 80/443 omitted). */
export function originFactory(env: Env): (host: string) => string {
  const port = env.PUBLIC_PORT ?? env.PORT
  const defaultPort = env.PUBLIC_SCHEME === 'https' ? 443 : 80
  const suffix = port === defaultPort ? '' : `:${port}`
  return (host) => `${env.PUBLIC_SCHEME}://${host}${suffix}`
}
