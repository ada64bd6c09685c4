import { describe, expect, test } from 'vitest'
import { createSessionSealer } from './session-sealer.js'

const secretA = 'a'.repeat(40)
const secretB = 'b'.repeat(40)
const DAY = 86_400_000

function sealerAt(clock: { t: number }, secrets: [string, string][] = [['k2', secretA]]) {
  return createSessionSealer({ secrets, maxAgeMs: 30 * DAY, now: () => clock.t })
}

async function sealedSample(clock = { t: Date.now() }) {
  const sealer = sealerAt(clock)
  const session = sealer.fresh({ isConsentGiven: true, consentVersion: '3' })
  return { sealer, session, sealed: await sealer.seal(session), clock }
}

/** Fe26.2*id*encSalt*iv*payload*expiration*hmacSalt*hmac */
const parts = (s: string) => s.split('*')
const join = (p: string[]) => p.join('*')

describe('sealed shop session (spec section 5)', () => {
  test('round-trips id, createdAt and data in Fe26.2 format', async () => {
    const { sealer, session, sealed } = await sealedSample()
    expect(sealed.startsWith('Fe26.2*k2*')).toBe(true)
    expect(await sealer.unseal(sealed)).toEqual(session)
  })
  test('fresh sessions get distinct random ids', () => {
    const s = sealerAt({ t: Date.now() })
    const ids = new Set(Array.from({ length: 50 }, () => s.fresh().id))
    expect(ids.size).toBe(50)
  })
  test('wrong number of components is rejected', async () => {
    const { sealer, sealed } = await sealedSample()
    expect(await sealer.unseal(join(parts(sealed).slice(0, 7)))).toBeNull()
    expect(await sealer.unseal(`${sealed}*extra`)).toBeNull()
  })
  test('wrong prefix is rejected', async () => {
    const { sealer, sealed } = await sealedSample()
    const p = parts(sealed)
    p[0] = 'Fe26.1'
    expect(await sealer.unseal(join(p))).toBeNull()
  })
  test('invalid or past expiry is rejected', async () => {
    const { sealer, sealed, clock } = await sealedSample()
    const p = parts(sealed)
    p[5] = 'soon'
    expect(await sealer.unseal(join(p))).toBeNull()
    clock.t += 31 * DAY
    expect(await sealer.unseal(sealed)).toBeNull()
  })
  test('a seal that opened before is still refused once it expires', async () => {
    const { sealer, sealed, clock } = await sealedSample()
    expect(await sealer.unseal(sealed)).not.toBeNull()
    clock.t += 31 * 86_400_000
    expect(await sealer.unseal(sealed)).toBeNull()
  })
  test('unknown password id is rejected; a non-word id too', async () => {
    const { sealed } = await sealedSample()
    const other = sealerAt({ t: Date.now() }, [['k9', secretA]])
    expect(await other.unseal(sealed)).toBeNull()
    const p = parts(sealed)
    p[1] = 'k-2'
    expect(await sealerAt({ t: Date.now() }).unseal(join(p))).toBeNull()
  })
  test('bad signature is rejected', async () => {
    const { sealer, sealed } = await sealedSample()
    const p = parts(sealed)
    const payload = p[4]!
    p[4] = (payload[0] === 'A' ? 'B' : 'A') + payload.slice(1)
    expect(await sealer.unseal(join(p))).toBeNull()
    const q = parts(sealed)
    q[7] = q[7]!.slice(0, -2) + (q[7]!.endsWith('AA') ? 'BB' : 'AA')
    expect(await sealer.unseal(join(q))).toBeNull()
  })
  test('a session older than its max age is rejected even inside a valid seal', async () => {
    const clock = { t: Date.now() }
    const sealer = sealerAt(clock)
    const old = { ...sealer.fresh(), createdAt: clock.t - 31 * DAY }
    expect(await sealer.unseal(await sealer.seal(old))).toBeNull()
  })
  test('rotation: cookies sealed with the previous secret still open, new ones use the current', async () => {
    const clock = { t: Date.now() }
    const before = sealerAt(clock, [['k1', secretB]])
    const sealedOld = await before.seal(before.fresh())
    const after = sealerAt(clock, [
      ['k2', secretA],
      ['k1', secretB],
    ])
    expect(await after.unseal(sealedOld)).not.toBeNull()
    expect((await after.seal(after.fresh())).startsWith('Fe26.2*k2*')).toBe(true)
  })
  test('data that fails the schema is rejected', async () => {
    const clock = { t: Date.now() }
    const sealer = sealerAt(clock)
    const forged = await sealer.seal({ ...sealer.fresh(), data: { isConsentGiven: 'yes' } } as never)
    expect(await sealer.unseal(forged)).toBeNull()
  })
})
