// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { blogIndex } from '../../../server/services/catalog/content-pages.js'
import { contentScope, db } from '../../page-context.js'

export async function data(pc: PageContextServer) {
  return { posts: await blogIndex(db(pc), contentScope(pc)) }
}
export type Data = Awaited<ReturnType<typeof data>>
