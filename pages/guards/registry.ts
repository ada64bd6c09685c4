import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localHref } from '../../server/domain/tenancy/local-href.js'

type Guard = (pageContext: PageContextServer) => void | Promise<void>

/**
 * The page a visitor comes back to after signing in: the URL asked for, without the suffix of a request for its page
 * data (client navigation and the route payload ask for `<page>/index.pageContext.json`).
 */
function pageAddressOf(urlOriginal: string): string {
  if (!urlOriginal.startsWith('/')) return '/'
  const queryAt = urlOriginal.indexOf('?')
  const path = queryAt < 0 ? urlOriginal : urlOriginal.slice(0, queryAt)
  const query = queryAt < 0 ? '' : urlOriginal.slice(queryAt)
  return (path.replace(/\/index\.pageContext\.json$/, '') || '/') + query
}

export function signInRedirect(pageContext: PageContextServer): never {
  const back = pageAddressOf(pageContext.urlOriginal)
  throw redirect(`${localHref(pageContext, '/login')}?callbackUrl=${encodeURIComponent(back)}`)
}

const go = (pageContext: PageContextServer, logicalPath: string): never => {
  throw redirect(localHref(pageContext, logicalPath))
}

/**
 * The named route guards of spec section 2. Pages list them in their `guards` setting and the global
 * guard runs them in order. Guards named `redirect-*`/`*-redirect-*` are redirect rules, which the
 * site-wide login requirement switches off for anonymous visitors (spec section 6).
 */
export const GUARDS: Record<string, Guard> = {
  'allow-accounts-orders': (pc) => {
    if (!pc.user?.permissions.includes('orders')) go(pc, '/accounts/home')
  },
  'allow-accounts-tickets': (pc) => {
    if (!pc.user?.permissions.includes('tickets')) go(pc, '/accounts/home')
  },
  'allow-accounts-invoices': (pc) => {
    if (pc.user?.kind !== 'internal' || !pc.user.permissions.includes('invoices')) go(pc, '/accounts/home')
  },
  'allow-customer-make-orders': (pc) => {
    if (pc.user && !pc.user.canMakeOrders) go(pc, '/cart')
  },
  'allow-login-or-guest-checkout': (pc) => {
    if (!pc.user && !pc.tenant.brand.guestCheckout) signInRedirect(pc)
  },
  // The page itself sets ssr: true; the guard name documents the requirement and keeps the spec's list whole.
  'force-ssr': () => {},
  'login-redirection-by-cart': async (pc) => {
    if (pc.user) go(pc, ((await pc.cartItemCount?.()) ?? 0) > 0 ? '/checkout' : '/')
  },
  // A signed-in customer is sent to the account's own tickets or orders only when the account may open them; one
  // without that permission uses the public page like a guest (it would otherwise bounce on to /accounts/home).
  'redirect-contact-if-logged': (pc) => {
    if (pc.user?.permissions.includes('tickets')) go(pc, '/accounts/tickets')
  },
  'redirect-empty-cart': async (pc) => {
    if (((await pc.cartItemCount?.()) ?? 0) === 0) go(pc, '/cart')
  },
  'redirect-empty-customer': async (pc) => {
    const step = Number(pc.urlParsed.search.step ?? '1')
    if (step > 1 && !pc.user && !(await pc.hasCheckoutContact?.())) go(pc, '/checkout')
  },
  'redirect-not-foticos': (pc) => {
    // Photo-print pages exist only on brands that sell photo prints (TZ-ES sells mugs only).
    if (!pc.tenantServer?.brand.features.photoPrints) go(pc, '/')
  },
  'set-constructor-layout': (pc) => {
    if (pc.config.layout !== 'constructor')
      throw new Error(`set-constructor-layout on a page with layout ${pc.config.layout}`)
  },
  'tracking-redirect-if-logged': (pc) => {
    if (pc.user?.permissions.includes('orders')) go(pc, '/accounts/orders')
  },
}

export function isRedirectRule(name: string): boolean {
  return name.startsWith('redirect-') || name.includes('-redirect') || name === 'login-redirection-by-cart'
}

export class UnknownGuardError extends Error {
  constructor(name: string, where: string) {
    super(`Unknown route middleware: ${name} (${where})`)
  }
}
