import type { Express, Request } from 'express'

const HTTPS_ONLY = 'shop reached over https only'

/**
 * PUBLIC_SCHEME=https: visitors reach the shop over TLS only (a proxy terminates it), so its cookies are Secure even
 * when the proxy sends no X-Forwarded-Proto (or is not trusted). Set once by createApp.
 */
export function setHttpsOnly(app: Express, httpsOnly: boolean): void {
  app.set(HTTPS_ONLY, httpsOnly)
}

/** Whether the cookies of this response carry Secure: every cookie the shop and its console set asks here. */
export function secureCookies(req: Request): boolean {
  return req.secure || req.app.get(HTTPS_ONLY) === true
}
