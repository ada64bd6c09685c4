import type { Db } from '../../../db/client.js'
import { insertConsentRecord } from '../../../db/queries/privacy.js'
import type { ConsentAnswer } from '../../domain/analytics/consent.js'

/** Who answered the banner: the shop session, the brand, and the account when signed in. */
export interface ConsentSubject {
  brandSlug: string
  sessionId: string
  customerId: number | null
}

/** Keeps one banner answer server-side (decision 053), each time one is given; never the client's address. */
export async function recordConsent(
  db: Db,
  subject: ConsentSubject,
  answer: ConsentAnswer,
  source: 'form' | 'api',
  now: number,
): Promise<void> {
  await insertConsentRecord(db, {
    brandSlug: subject.brandSlug,
    sessionId: subject.sessionId,
    customerId: subject.customerId,
    version: answer.version,
    analytics: answer.analytics,
    ads: answer.ads,
    source,
    createdAt: now,
  })
}
