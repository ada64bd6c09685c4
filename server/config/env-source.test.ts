import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readEnvSource } from './env-source.js'

describe('readEnvSource: the server and the CLIs read the same settings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-source-'))
  writeFileSync(join(dir, '.env'), 'PUBLIC_SCHEME=https\nPUBLIC_PORT=8443\n# a comment\nPORT="8080"\n')
  writeFileSync(join(dir, 'shop.env'), 'SHOP_MODE=live\n')

  it('reads .env of the working directory; the environment wins', () => {
    expect(readEnvSource({ PORT: '3001' }, dir)).toEqual({
      PUBLIC_SCHEME: 'https',
      PUBLIC_PORT: '8443',
      PORT: '3001',
    })
  })

  it('ENV_FILE names another file (relative to the working directory)', () => {
    expect(readEnvSource({ ENV_FILE: 'shop.env' }, dir)).toEqual({ SHOP_MODE: 'live', ENV_FILE: 'shop.env' })
  })

  it('without a file it is the environment as it is; a named file that is missing is an error', () => {
    const empty = mkdtempSync(join(tmpdir(), 'env-source-'))
    expect(readEnvSource({ PORT: '1' }, empty)).toEqual({ PORT: '1' })
    expect(() => readEnvSource({ ENV_FILE: 'nope.env' }, empty)).toThrow(/^ENV_FILE: no such file .*nope\.env$/)
  })
})
