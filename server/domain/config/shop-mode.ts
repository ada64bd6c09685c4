import { providerFor, type ProviderCoverage } from '../payments/payment-methods.js'
import type { PaymentMethod } from '../vocabulary/shop-enums.js'

/**
 * demo: the demo shop (demo catalogue and accounts, the test PSP, the dev mail outbox, a notice on every page).
 * live: a real shop, which starts only with safe settings (docs/decisions/019-demo-and-live-modes.md).
 */
export const SHOP_MODES = ['demo', 'live'] as const
export type ShopMode = (typeof SHOP_MODES)[number]

/** One reason not to start: the setting (an environment variable, or BRAND/site for tenant config) and what is wrong. */
export interface StartProblem {
  key: string
  message: string
}

/**
 * What live mode needs from the environment. Generated secret files would differ per machine (cookies sealed on one
 * instance would not open on another), and the dev outbox would keep customers' mail on disk instead of sending it.
 */
const LIVE_ENVIRONMENT: Readonly<Record<string, string>> = {
  SESSION_SECRETS: 'required in live mode: set it in the environment (demo mode generates one into data/)',
  AUTH_SECRET: 'required in live mode: set it in the environment (demo mode generates one into data/)',
  SMTP_URL: 'required in live mode: mail must be sent (demo mode writes it to OUTBOX_DIR)',
}

/** The live-mode settings missing from the environment; `given` holds the variables that are set (bad or not). */
export function liveEnvironmentProblems(given: ReadonlySet<string>): StartProblem[] {
  return Object.entries(LIVE_ENVIRONMENT)
    .filter(([key]) => !given.has(key))
    .map(([key, message]) => ({ key, message }))
}

/** A site's payment configuration, as the live check needs it. */
export interface SitePayments {
  brand: string
  site: string
  methods: readonly PaymentMethod[]
  /** The brand has a bank account for transfers (legal.bankAccount). */
  bankAccount: boolean
  /** The brand has its Adyen merchant account (payments.adyenMerchantAccount). */
  adyenMerchantAccount: boolean
}

/**
 * Every enabled method of every site must have a provider of this shop (a real PSP declares the methods it takes),
 * and bank transfer needs the brand's bank account. One problem per site, naming brand/site and the methods.
 */
export function livePaymentProblems(
  sites: readonly SitePayments[],
  providers: readonly ProviderCoverage[],
): StartProblem[] {
  const problems: StartProblem[] = []
  for (const s of sites) {
    const key = `${s.brand}/${s.site}`
    const methods = [...new Set(s.methods)]
    const unprovided = methods.filter((m) => providerFor(m, providers) === null)
    if (unprovided.length)
      problems.push({
        key,
        message: `payment methods ${unprovided.join(', ')} have no payment provider in live mode (the test PSP exists in demo mode only): configure Adyen (ADYEN_API_KEY, ADYEN_HMAC_KEY, ADYEN_ENVIRONMENT), or remove them from the site's paymentMethods (npm run tenant -- set ${key} paymentMethods '[...]')`,
      })
    const byAdyen = methods.filter((m) => providerFor(m, providers) === 'adyen')
    if (byAdyen.length && !s.adyenMerchantAccount)
      problems.push({
        key,
        message: `payment methods ${byAdyen.join(', ')} are taken by Adyen, which needs the brand's merchant account (npm run tenant -- set ${s.brand} payments.adyenMerchantAccount YourBrand_ECOM)`,
      })
    if (methods.includes('BANK_TRANSFER') && providerFor('BANK_TRANSFER', providers) !== null && !s.bankAccount)
      problems.push({
        key,
        message: `payment method BANK_TRANSFER needs the brand's bank account (npm run tenant -- set ${s.brand} legal.bankAccount '{"iban":...,"bic":...,"beneficiary":...}')`,
      })
  }
  return problems
}

/** The problems as the start prints them: one line per problem, the key first. */
export function formatStartProblems(mode: string, problems: readonly StartProblem[]): string {
  return [
    `Refusing to start (SHOP_MODE=${mode}): ${problems.length} setting${problems.length === 1 ? '' : 's'} to fix`,
    ...problems.map((p) => `  ${p.key}: ${p.message}`),
  ].join('\n')
}
