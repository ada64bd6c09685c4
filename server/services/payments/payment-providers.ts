import type { Db } from '../../../db/client.js'
import type { ShopMode } from '../../domain/config/shop-mode.js'
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
 * every mode, the test PSP in demo mode only (it moves no money). A real PSP joins this list when it is configured,
 * with the methods its contract covers; the live-mode start check and the checkout both read the list.
 */
export function providerCoverage(mode: ShopMode): ProviderCoverage[] {
  return mode === 'demo' ? [BANK_TRANSFER_COVERAGE, TEST_PSP_COVERAGE] : [BANK_TRANSFER_COVERAGE]
}

export interface PaymentSetup {
  /** The adapters by id, the same list as providerCoverage(mode). */
  providers: ReadonlyMap<string, PaymentProvider>
  /** The built-in test PSP itself (its hosted page, its webhook deliveries); null in live mode, where it does not exist. */
  testPsp: TestPsp | null
}

/** Builds the adapters of providerCoverage(mode). The test PSP needs its webhook secret (demo mode only). */
export function createPaymentProviders(opts: {
  mode: ShopMode
  db: Db
  logger: Logger
  testPspSecret?: string
}): PaymentSetup {
  if (opts.mode === 'live')
    return { providers: new Map([[bankTransferAdapter.id, bankTransferAdapter]]), testPsp: null }
  if (!opts.testPspSecret) throw new Error('demo mode needs the test PSP secret')
  const testPsp = createTestPsp({ db: opts.db, secret: opts.testPspSecret })
  const psp = testPspAdapter(testPsp, { secrets: [opts.testPspSecret] })
  return {
    providers: new Map<string, PaymentProvider>([
      [bankTransferAdapter.id, bankTransferAdapter],
      [psp.id, psp],
    ]),
    testPsp,
  }
}
