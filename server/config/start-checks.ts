import { adyenEnvProblems, retiredKeyProblems, envSchema, storageRoot, type Env } from '../env.js'
import { storageRootProblem } from '../services/storage/fs-storage.js'
import {
  formatStartProblems,
  liveEnvironmentProblems,
  livePaymentProblems,
  SHOP_MODES,
  type StartProblem,
} from '../domain/config/shop-mode.js'
import type { TenantFile } from '../domain/tenancy/tenant-schema.js'
import { providerCoverage } from '../services/payments/payment-providers.js'
import type { EnvSource } from './env-source.js'

export type StartCheck = { ok: true; env: Env } | { ok: false; message: string }

/**
 * Every reason not to start, named at once, before anything is written: bad environment values in any mode; in live
 * mode also the secrets and mail settings that must come from the environment, and every site's payment method that
 * no provider takes. `tenants` reads the tenant config the start would serve (server/services/tenancy/tenants-at-start.ts);
 * it is asked in live mode only.
 */
export async function checkStart(
  source: EnvSource,
  tenants: (location: {
    DATABASE_PATH: string
    DATABASE_URL?: string | undefined
  }) => Promise<readonly TenantFile[]> | readonly TenantFile[],
): Promise<StartCheck> {
  const parsed = envSchema.safeParse(source)
  const problems: StartProblem[] = [
    ...retiredKeyProblems(source),
    ...(parsed.success
      ? adyenEnvProblems(parsed.data)
      : parsed.error.issues.map((i) => ({ key: i.path.join('.'), message: i.message }))),
  ]
  // The stored files' folder must be usable before anything is written (decision 030); unset, it is DATABASE_PATH's
  // folder. Checked with the other settings' raw values too, so every bad setting is named at once.
  const storageSettings = parsed.success
    ? parsed.data
    : { STORAGE_PATH: source.STORAGE_PATH || undefined, DATABASE_PATH: source.DATABASE_PATH || 'data/shop.db' }
  const storage = storageRootProblem(storageRoot(storageSettings))
  if (storage)
    problems.push({
      key: 'STORAGE_PATH',
      message: storageSettings.STORAGE_PATH ? storage : `${storage} (unset: the folder of DATABASE_PATH)`,
    })
  const rawMode = source.SHOP_MODE || 'demo'
  const mode = parsed.success
    ? parsed.data.SHOP_MODE
    : (SHOP_MODES as readonly string[]).includes(rawMode)
      ? rawMode
      : null
  if (mode === 'live') {
    const given = new Set(Object.keys(source).filter((k) => source[k]))
    const named = new Set(problems.map((p) => p.key))
    problems.push(...liveEnvironmentProblems(given).filter((p) => !named.has(p.key)))
    const location = parsed.success
      ? parsed.data
      : { DATABASE_PATH: source.DATABASE_PATH || 'data/shop.db', DATABASE_URL: undefined }
    let brands: readonly TenantFile[] = []
    try {
      brands = await tenants(location)
    } catch (error) {
      // Only a database that cannot be reached gets here (PostgreSQL down, wrong password): named, not a stack trace.
      problems.push({ key: 'DATABASE_URL', message: `cannot read the database: ${(error as Error).message}` })
    }
    const sites = brands.flatMap((t) =>
      t.sites.map((s) => ({
        brand: t.slug,
        site: s.code,
        methods: s.paymentMethods,
        bankAccount: t.legal.bankAccount !== undefined,
        adyenMerchantAccount: t.payments.adyenMerchantAccount !== null,
      })),
    )
    // Adyen counts as the live provider of the online methods when its API key is set (its other keys are checked above).
    const adyen = Boolean(parsed.success ? parsed.data.ADYEN_API_KEY : source.ADYEN_API_KEY)
    problems.push(...livePaymentProblems(sites, providerCoverage('live', adyen)))
  }
  if (parsed.success && problems.length === 0) return { ok: true, env: parsed.data }
  return { ok: false, message: formatStartProblems(mode ?? rawMode, problems) }
}
