import type { Db } from '../../../db/client.js'
import { deleteShopSessionsIdleSince, findShopSession, upsertShopSession } from '../../../db/queries/shop-sessions.js'
import { sessionDataSchema, type ShopSession } from '../../domain/session/shop-session.js'
import type { SessionSealer } from './session-sealer.js'

export const SESSION_PROVIDERS = ['cookie', 'server'] as const
export type SessionProvider = (typeof SESSION_PROVIDERS)[number]

/**
 * Where shop session data lives. Either way the cookie is an iron seal, so the spec's rejection rules
 * apply to it; in server mode it seals only the id and creation time, and the data sits in SQLite.
 */
export interface SessionStore {
  provider: SessionProvider
  maxAgeMs: number
  fresh(): ShopSession
  read(cookieValue: string): Promise<ShopSession | null>
  /** Persists the session; returns the cookie value to send, or null when the browser's cookie is still right. */
  write(session: ShopSession, opts: { isNew: boolean }): Promise<string | null>
}

export function cookieSessionStore(sealer: SessionSealer): SessionStore {
  return {
    provider: 'cookie',
    maxAgeMs: sealer.maxAgeMs,
    fresh: () => sealer.fresh(),
    read: (value) => sealer.unseal(value),
    write: (session) => sealer.seal(session),
  }
}

export function serverSessionStore(sealer: SessionSealer, db: Db, now: () => number = Date.now): SessionStore {
  let writes = 0
  return {
    provider: 'server',
    maxAgeMs: sealer.maxAgeMs,
    fresh: () => sealer.fresh(),
    async read(value) {
      const handle = await sealer.unseal(value)
      if (!handle) return null
      const row = await findShopSession(db, handle.id)
      if (!row || row.createdAt !== handle.createdAt) return null
      const data = sessionDataSchema.safeParse(row.data)
      return data.success ? { id: row.id, createdAt: row.createdAt, data: data.data } : null
    },
    async write(session, { isNew }) {
      await upsertShopSession(db, {
        id: session.id,
        createdAt: session.createdAt,
        updatedAt: now(),
        data: session.data,
      })
      // Idle sessions are swept now and then on the write path instead of by a timer.
      if (++writes % 500 === 0) await deleteShopSessionsIdleSince(db, now() - sealer.maxAgeMs)
      return isNew ? sealer.seal({ id: session.id, createdAt: session.createdAt, data: {} }) : null
    },
  }
}
