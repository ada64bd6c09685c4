import { join } from 'node:path'
import type { Env } from '../env.js'
import { loadOrCreateSecret, loadOrCreateSessionSecrets } from '../services/session/session-secrets.js'

export interface StartSecrets {
  sessionSecrets: (readonly [string, string])[]
  authSecret: string
  /** The test PSP's webhook secret; undefined in live mode, which has no test PSP. */
  testPspSecret: string | undefined
}

/**
 * The secrets of this start. Demo mode takes them from the environment or generates each once into `dataDir`, so a
 * fresh clone starts; live mode takes them from the environment only (checkStart refused the start without them) and
 * writes no file, so every instance of the shop seals and checks with the same keys.
 */
export function startSecrets(env: Env, dataDir: string): StartSecrets {
  if (env.SHOP_MODE === 'live') {
    if (!env.SESSION_SECRETS || !env.AUTH_SECRET) throw new Error('live mode needs SESSION_SECRETS and AUTH_SECRET')
    return { sessionSecrets: env.SESSION_SECRETS, authSecret: env.AUTH_SECRET, testPspSecret: undefined }
  }
  return {
    sessionSecrets: env.SESSION_SECRETS ?? loadOrCreateSessionSecrets(join(dataDir, 'session-secret')),
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(join(dataDir, 'auth-secret')),
    testPspSecret: env.TEST_PSP_SECRET ?? loadOrCreateSecret(join(dataDir, 'test-psp-secret')),
  }
}
