// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { readProfile } from '../../../server/services/accounts/profile.js'
import { db, notFound } from '../../page-context.js'
import { ACCOUNT_SEO, customerIdOf, formFeedback } from '../account-data.js'

/** /accounts/profile: personal data, password, saved addresses; each form reports back through the query string. */
export async function data(pc: PageContextServer) {
  const profile = await readProfile(db(pc), customerIdOf(pc))
  if (!profile) notFound(pc)
  return { profile, feedback: formFeedback(pc), seo: ACCOUNT_SEO }
}
export type Data = Awaited<ReturnType<typeof data>>
