import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '../env.js'
import { startSecrets } from './secrets.js'

const SECRET = 's'.repeat(40)

describe('startSecrets', () => {
  it('demo mode generates the missing secrets once into the data folder and reads them back', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'))
    const first = startSecrets(parseEnv({}), dir)
    expect(readdirSync(dir).sort()).toEqual(['auth-secret', 'session-secret', 'test-psp-secret'])
    expect(startSecrets(parseEnv({}), dir)).toEqual(first)
    expect(first.testPspSecret!.length).toBeGreaterThanOrEqual(32)
  })

  it('demo mode prefers the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'))
    const s = startSecrets(
      parseEnv({ AUTH_SECRET: SECRET, SESSION_SECRETS: `a:${SECRET}`, TEST_PSP_SECRET: SECRET }),
      dir,
    )
    expect(s).toEqual({ authSecret: SECRET, sessionSecrets: [['a', SECRET]], testPspSecret: SECRET })
    expect(readdirSync(dir)).toEqual([])
  })

  it('live mode takes the environment only, writes no file and has no test PSP secret', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'secrets-')), 'data')
    const env = parseEnv({
      SHOP_MODE: 'live',
      AUTH_SECRET: SECRET,
      SESSION_SECRETS: `a:${SECRET}`,
      TEST_PSP_SECRET: SECRET,
    })
    expect(startSecrets(env, dir)).toEqual({
      authSecret: SECRET,
      sessionSecrets: [['a', SECRET]],
      testPspSecret: undefined,
    })
    expect(existsSync(dir)).toBe(false)
    expect(() => startSecrets(parseEnv({ SHOP_MODE: 'live' }), dir)).toThrow(/SESSION_SECRETS and AUTH_SECRET/)
    expect(existsSync(dir)).toBe(false)
  })
})
