// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { isTokenFormat } from '../../../server/domain/accounts/auth-rules.js'
import type { PageSeo } from '../../../server/domain/catalog/page-seo.js'

export function data(pc: PageContextServer) {
  const q = pc.urlParsed.search
  const seo: PageSeo = { noindex: true }
  return {
    token: isTokenFormat(q.token) ? q.token : null,
    csrfToken: pc.authCsrf ?? '',
    sent: q.sent === '1',
    error: q.error === 'InvalidToken' || q.error === 'TooManyAttempts' || q.error === 'MissingCSRF' ? q.error : null,
    invalid: q.invalid === 'password',
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
