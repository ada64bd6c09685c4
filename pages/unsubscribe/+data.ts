// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { PageSeo } from '../../server/domain/catalog/page-seo.js'

/** The signed link from a newsletter; the signature is checked when the button posts (a GET changes nothing). */
export function data(pc: PageContextServer) {
  const q = pc.urlParsed.search
  const seo: PageSeo = { noindex: true }
  const s = /^\d{1,12}$/.test(q.s ?? '') ? q.s! : null
  const sig = /^[\w-]{20,100}$/.test(q.sig ?? '') ? q.sig! : null
  return {
    s,
    sig,
    done: q.done === '1',
    invalid: q.error === 'invalid_link' || (q.s !== undefined && (!s || !sig)),
    seo,
  }
}
export type Data = Awaited<ReturnType<typeof data>>
