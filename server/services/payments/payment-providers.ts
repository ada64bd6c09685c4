import type { Db } from '../../../db/client.js'
import type { ShopMode } from '../../domain/config/shop-mode.js'
import type { AdyenEnv } from '../../env.js'
import { ADYEN_COVERAGE } from '../../domain/payments/adyen-methods.js'
import { createAdyenProvider, type AdyenProvider } from './adyen-provider.js'
import {
  BANK_TRANSFER_COVERAGE,
  TEST_PSP_COVERAGE,
  type ProviderCoverage,
} from '../../domain/payments/payment-methods.js'
import type { Logger } from '../../logger.js'
import { bankTransferAdapter } from './bank-transfer-adapter.js'
import type { PaymentProvider } from './provider.js'
import { createTestPsp, type TestPsp } from './test-psp.js'
import { testPspAdapter } from './test-psp-adapter.js'

/**
 * The payment providers of a shop in this mode and the methods each takes, in order of preference: bank transfer in
 * every mode, Adyen for every online method when it is configured (ADYEN_API_KEY ...; decision 024), the test PSP in
 * demo mode only (it moves no money). The live-mode start check and the checkout both read the list.
 */
export function providerCoverage(mode: ShopMode, adyen: boolean): ProviderCoverage[] {
  return [BANK_TRANSFER_COVERAGE, ...(adyen ? [ADYEN_COVERAGE] : []), ...(mode === 'demo' ? [TEST_PSP_COVERAGE] : [])]
}

export interface PaymentSetup {
  /** The adapters by id, the same list as providerCoverage(mode). */
  providers: ReadonlyMap<string, PaymentProvider>
  /** The built-in test PSP itself (its hosted page, its webhook deliveries); null in live mode, where it does not exist. */
  testPsp: TestPsp | null
  /** The Adyen adapter (its webhook and refunds); null when Adyen is not configured. */
  adyen: AdyenProvider | null
}

/** Builds the adapters of providerCoverage(mode). The test PSP needs its webhook secret (demo mode only). */
export function createPaymentProviders(opts: {
  mode: ShopMode
  db: Db
  logger: Logger
  testPspSecret?: string
  /** Adyen's settings (server/env.ts adyenEnv), and each brand's merchant account; null: Adyen is off. */
  adyen?: { env: AdyenEnv; merchantAccountFor: (brandSlug: string) => string | null } | null
}): PaymentSetup {
  const adyen = opts.adyen
    ? createAdyenProvider({ ...opts.adyen.env, merchantAccountFor: opts.adyen.merchantAccountFor })
    : null
  const real: [string, PaymentProvider][] = [[bankTransferAdapter.id, bankTransferAdapter]]
  if (adyen) real.push([adyen.id, adyen])
  if (opts.mode === 'live') return { providers: new Map(real), testPsp: null, adyen }
  if (!opts.testPspSecret) throw new Error('demo mode needs the test PSP secret')
  const testPsp = createTestPsp({ db: opts.db, secret: opts.testPspSecret })
  const psp = testPspAdapter(testPsp, { secrets: [opts.testPspSecret] })
  return { providers: new Map([...real, [psp.id, psp]]), testPsp, adyen }
}
