import { join } from 'node:path'
import { adyenEnv, limitSettingsOf } from '../env.js'
import { originFactory, type OriginOf } from '../origin.js'
import { createLimiter, type Limiter } from '../services/limits/limiter.js'
import { limitRules } from '../domain/limits/limit-rules.js'
import { createPaymentProviders, type PaymentSetup } from '../services/payments/payment-providers.js'
import type { PaymentDeps } from '../services/orders/payments.js'
import { startJobRunner, type BackgroundJobs } from '../services/jobs/job-runner.js'
import { mailJob } from '../services/mail/email-outbox.js'
import { invoiceAttachments } from '../services/orders/invoice-files.js'
import { createOrderMailer } from '../services/orders/order-mail.js'
import { createServerTranslator, type Translate } from '../i18n/server-messages.js'
import { providerNotificationJob } from '../services/orders/provider-notifications.js'
import { providerRefundJob } from '../services/orders/online-refunds.js'
import { transferDeadlineJobs } from '../services/orders/transfer-deadline-jobs.js'
import type { EditorDeps } from '../services/editor/storage.js'
import { abandonedUploadsJob } from '../services/editor/abandoned-uploads.js'
import { privacySweepJob } from '../services/privacy/retention-job.js'
import { ART_VERSION } from '../images/media-sizes.js'
import { sharedPageCache } from '../render-page.js'
import type { PageCache } from '../http/page-cache.js'
import type { AppDeps } from './app-deps.js'
import { viesChecker, type VatIdChecker } from '../services/checkout/vat-id-checker.js'
import { bookPdfJob } from '../services/editor/book-print-files.js'
import { printArchiveJob } from '../services/prints/print-archive.js'

/** What several areas of the app share, built once per app. */
export interface AppServices {
  /** Every absolute URL that leaves a response (mails, PSP, sitemaps) comes from configuration, never the request. */
  originOf: OriginOf
  translate: Translate
  /** The payment adapters of this mode; testPsp is null in live mode, adyen when it is not configured. */
  paymentSetup: PaymentSetup
  /** The payment provider's hosted page origins: the checkout's forms end there, so CSP form-action admits them. */
  paymentPages: readonly string[]
  payments: Omit<PaymentDeps, 'now'>
  jobs: BackgroundJobs
  limiter: Limiter
  /** Folder of the media cache's renders of the generated artwork (per art version). */
  artCache: string
  editor: EditorDeps
  /** The anonymous page cache, or null when PAGE_CACHE_MB is 0. */
  pageCache: PageCache | null
  /** VIES checks of business buyers' VAT ids (VAT_CHECK_URL), or null: no reverse charge (decision 056). */
  vatIdChecker: VatIdChecker | null
}

export function createAppServices(deps: AppDeps): AppServices {
  const { env, logger, db } = deps
  const originOf = originFactory(env)
  const adyenSettings = adyenEnv(env)
  const paymentSetup = createPaymentProviders({
    mode: env.SHOP_MODE,
    db,
    logger,
    testPspSecret: deps.paymentSecret,
    // The merchant account is read at each call, so `npm run tenant -- set` applies without a restart.
    adyen: adyenSettings && {
      env: adyenSettings,
      merchantAccountFor: (slug) =>
        deps.registry.brands().find((b) => b.slug === slug)?.payments.adyenMerchantAccount ?? null,
    },
  })
  const { providers, testPsp: psp, adyen } = paymentSetup
  const paymentPages = adyen ? adyen.hostedPageOrigins : []
  const translate = createServerTranslator()
  const payments = {
    db,
    providers,
    mail: createOrderMailer({ registry: deps.registry, translate, originOf }),
    onProviderError: (provider: string, err: unknown) =>
      logger.error({ provider, err: err instanceof Error ? err.message : String(err) }, 'payment provider call failed'),
    transferDays: (slug: string) => {
      const p = deps.registry.brands().find((b) => b.slug === slug)?.payments
      return { reminderDays: p?.transferReminderDays ?? 3, cancelDays: p?.transferCancelDays ?? 10 }
    },
  }
  const clock = deps.now ?? Date.now
  // Photo uploads, print files and attachments live in the file storage (STORAGE_PATH, decision 030). Renders of the
  // generated artwork are kept per art version, so a new drawing never meets a cached old one.
  const artCache = `media-cache/art-v${ART_VERSION}`
  const editor: EditorDeps = {
    db,
    storage: deps.storage,
    cacheFolder: artCache,
    fontsDir: join(deps.rootDir, 'server/assets/fonts'),
    now: clock,
  }
  // Durable jobs with leases (decision 020): every instance runs them, each job runs in one.
  const jobs = startJobRunner({
    db,
    handlers: [
      ...(psp ? [psp.webhookJob] : []),
      mailJob(db, deps.mailer, Date.now, invoiceAttachments(db, translate)),
      providerNotificationJob(payments, clock),
      providerRefundJob(payments, clock),
      ...transferDeadlineJobs(payments, clock),
      bookPdfJob(editor),
      printArchiveJob(editor),
      abandonedUploadsJob({ db, storage: deps.storage }, clock),
      privacySweepJob({ db, storage: deps.storage }, clock),
    ],
    intervalMs: deps.jobIntervalMs ?? 1000,
    logger,
  })
  // Rate limits live in the database, so every process counts the same requests (decision 025).
  const limiter = createLimiter({ db, now: clock, rules: limitRules(limitSettingsOf(env)) })
  // Catalogue pages (decisions 026, 039): answered from here by the front door, filled by the page handler.
  const pageCache = sharedPageCache(env.PAGE_CACHE_MB * 1024 * 1024)
  const vatIdChecker = env.VAT_CHECK_URL ? viesChecker({ baseUrl: env.VAT_CHECK_URL }) : null
  return {
    originOf,
    translate,
    paymentSetup,
    paymentPages,
    payments,
    jobs,
    limiter,
    artCache,
    editor,
    pageCache,
    vatIdChecker,
  }
}
