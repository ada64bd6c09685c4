// https://vike.dev/guard
import type { PageContextServer } from 'vike/types'
import { redirect, render } from 'vike/abort'
import { invalidParams } from '../server/domain/tenancy/route-params.js'
import { isNonBlank } from '../server/domain/catalog/slug.js'
import { GUARDS, UnknownGuardError, isRedirectRule, signInRedirect } from './guards/registry.js'
import { localHref } from '../server/domain/tenancy/local-href.js'

/** The one guard: parameter rules, sign-in requirements, then the page's named guards in order. */
export async function guard(pageContext: PageContextServer) {
  const { config } = pageContext
  // The path as the visitor sent it (with locale prefix and encoding), for the logged 404 reason.
  const path = pageContext.urlOriginal.split(/[?#]/)[0]!
  if (invalidParams(config.params ?? {}, pageContext.routeParams).length) throw render(404, `Page Not Found: ${path}`)
  for (const q of config.requiredQuery ?? []) {
    if (!isNonBlank(pageContext.urlParsed.search[q])) throw render(404, `Page Not Found: ${path}`)
  }

  const auth = config.auth ?? 'any'
  const lockedOut = pageContext.tenant.brand.loginRequired && !pageContext.user
  if (lockedOut && auth !== 'guest-only' && auth !== 'public') signInRedirect(pageContext)
  if ((auth === 'required' || auth === 'internal') && !pageContext.user) signInRedirect(pageContext)
  if (auth === 'internal' && pageContext.user?.kind !== 'internal')
    throw redirect(localHref(pageContext, '/accounts/home'))

  for (const name of config.guards ?? []) {
    const run = GUARDS[name]
    if (!run) throw new UnknownGuardError(name, path)
    // Spec section 6: with login required site-wide, anonymous visitors are not moved by redirect rules.
    if (lockedOut && isRedirectRule(name)) continue
    await run(pageContext)
  }
  if (auth === 'guest-only' && pageContext.user) throw redirect(localHref(pageContext, '/'))
  // A page shared by everyone is rendered for nobody in particular: the visitor's own parts (account link, cart
  // badge, consent banner) are spliced in per request (decision 039), so no data hook can make it personal.
  if (config.cache === 'public') pageContext.user = null
  // Account pages carry a sign-out form (and sign-in pages their forms): both need the session's CSRF token.
  if (auth !== 'any' && auth !== 'public' && pageContext.csrfToken) pageContext.authCsrf = pageContext.csrfToken()
}
