// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { isTokenFormat } from '../../server/domain/accounts/auth-rules.js'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'

export function data(pc: PageContextServer) {
  const q = pc.urlParsed.search
  const seo: PageSeo = {}
  return {
    confirmToken: isTokenFormat(q.confirm) ? q.confirm : null,
    sent: q.sent === '1',
    confirmed: q.confirmed === '1',
    invalid: q.invalid === 'email',
    error: q.error === 'invalid_link' || q.error === 'rate_limited' ? q.error : null,
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
