// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { safeCallbackPath } from '../../server/domain/accounts/auth-rules.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'
import { localHref } from '../../server/domain/tenancy/local-href.js'

const ERRORS = [
  'CredentialsSignin',
  'EmailNotConfirmed',
  'TooManyAttempts',
  'Verification',
  'InvalidProvider',
  'MissingCSRF',
] as const

/**
 * Sign-in and registration. Without a return address, a shopper with a full cart goes back to checkout afterwards
 * (login-redirection-by-cart), anyone else to their account.
 */
export async function data(pc: PageContextServer) {
  const q = pc.urlParsed.search
  const fallback = localHref(pc, ((await pc.cartItemCount?.()) ?? 0) > 0 ? '/checkout' : '/accounts/home')
  const error = (ERRORS as readonly string[]).includes(q.error ?? '') ? (q.error as (typeof ERRORS)[number]) : null
  const seo: PageSeo = { noindex: true }
  return {
    mode: q.mode === 'register' ? ('register' as const) : ('signin' as const),
    callbackUrl: safeCallbackPath(q.callbackUrl, fallback),
    csrfToken: pc.authCsrf ?? '',
    error,
    sent: q.sent === 'link' || q.sent === 'confirm' ? q.sent : null,
    invalid: (q.invalid ?? '').split(',').filter((f) => ['email', 'password', 'firstName', 'lastName'].includes(f)),
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
