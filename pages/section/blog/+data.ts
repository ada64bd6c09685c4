// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { blogIndex } from '../../../server/services/catalog/content-pages.js'

export function data(pc: PageContextServer) {
  return { posts: blogIndex(pc.locale) }
}
export type Data = Awaited<ReturnType<typeof data>>
