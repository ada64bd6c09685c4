import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import type { Db } from '../../../db/client.js'
import { isUniqueViolation } from '../../../db/errors.js'
import * as oq from '../../../db/queries/orders.js'

/**
 * API keys for integrations (factory, carrier bridge). The key is shown once when created; only its SHA-256 is
 * stored, so a leaked database does not leak usable keys. A key may be limited to one brand.
 */
const hash = (key: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(key)))

export async function createApiKey(
  db: Db,
  input: { name: string; brandSlug: string | null },
  now: number,
): Promise<{ ok: true; key: string } | { ok: false; error: string }> {
  if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(input.name))
    return { ok: false, error: 'name must be 2-40 characters of a-z, 0-9 and -' }
  if ((await oq.listApiKeys(db)).some((k) => k.name === input.name))
    return { ok: false, error: `an API key named ${input.name} exists` }
  const key = `sk_${encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(25)))}`
  try {
    await oq.insertApiKey(db, {
      id: encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(10))),
      name: input.name,
      keyHash: hash(key),
      brandSlug: input.brandSlug,
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
    })
  } catch (error) {
    // The unique name holds when two runs create the same key at once: the second gets the answer of the check above.
    if (isUniqueViolation(error)) return { ok: false, error: `an API key named ${input.name} exists` }
    throw error
  }
  return { ok: true, key }
}

export interface ApiCaller {
  name: string
  brandSlug: string | null
}

export async function authenticateApiKey(
  db: Db,
  authorization: string | undefined,
  now: number,
): Promise<ApiCaller | null> {
  const m = /^Bearer (sk_[a-z2-7]{40})$/.exec(authorization ?? '')
  if (!m) return null
  const row = await oq.findApiKeyByHash(db, hash(m[1]!))
  if (!row || row.revokedAt !== null) return null
  await oq.touchApiKey(db, row.id, now)
  return { name: row.name, brandSlug: row.brandSlug }
}
