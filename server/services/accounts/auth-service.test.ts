import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { closeDb, openDb, type Db } from '../../../db/client.js'
import * as aq from '../../../db/queries/accounts.js'

// Counts argon2 verifications: an unknown account must cost the same work as a wrong password (no timing oracle).
const calls = vi.hoisted(() => ({ verify: 0 }))
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>()
  return {
    ...actual,
    verify: async (...args: Parameters<typeof actual.verify>) => (calls.verify++, actual.verify(...args)),
  }
})
const { hashPassword, signInWithPassword } = await import('./auth-service.js')

let dir: string
let db: Db
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'auth-service-'))
  db = openDb(join(dir, 'shop.db'))
  await aq.insertCustomer(db, {
    brandSlug: 'WPX-ES',
    email: 'ana@example.es',
    emailVerifiedAt: 1,
    passwordHash: await hashPassword('the right password'),
    firstName: 'Ana',
    lastName: '',
    birthDate: null,
    kind: 'customer',
    permissions: ['orders'],
    canMakeOrders: true,
    newsletter: false,
    language: 'es',
    createdAt: 1,
    updatedAt: 1,
  })
})
afterAll(async () => {
  await closeDb(db)
  rmSync(dir, { recursive: true, force: true })
})

const deps = () => ({ db, now: () => 10, translate: () => '' })

describe('sign-in does the same work whether or not the account exists', () => {
  it('verifies one argon2id hash for an unknown email, a wrong password and a right one', async () => {
    for (const [email, password, ok] of [
      ['nobody@example.es', 'whatever password', false],
      ['ana@example.es', 'a wrong password', false],
      ['ana@example.es', 'the right password', true],
    ] as const) {
      calls.verify = 0
      const result = await signInWithPassword(deps(), 'WPX-ES', email, password)
      expect(result.ok, email).toBe(ok)
      expect(calls.verify, email).toBe(1)
    }
  })
  it('gives one error for unknown accounts and wrong passwords, and the account of another brand is unknown', async () => {
    const unknown = await signInWithPassword(deps(), 'WPX-ES', 'nobody@example.es', 'x')
    const wrong = await signInWithPassword(deps(), 'WPX-ES', 'ana@example.es', 'x')
    const otherBrand = await signInWithPassword(deps(), 'TZ-ES', 'ana@example.es', 'the right password')
    expect(unknown).toEqual(wrong)
    expect(otherBrand).toEqual(wrong)
  })
})
