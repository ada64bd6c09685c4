import type { DelayRule } from './attempt-delay.js'
import type { BucketRule } from './token-bucket.js'

/** Every counted thing (decision 025): a token bucket each, keyed on the client address (and the account when signed in). */
export const RATE_LIMITS = [
  'upload',
  'uploadBytes',
  'sessionUpload',
  'sessionUploadBytes',
  'printRender',
  'contact',
  'newsletter',
  'tracking',
  'chat',
  'signInFailures',
  'authMail',
  'authMailAccount',
  'mailRecipient',
  'clientLog',
  'pageEvent',
  'dataExport',
] as const
export type RateLimitName = (typeof RATE_LIMITS)[number]

export interface LimitRules {
  buckets: Record<RateLimitName, BucketRule>
  /** Password attempts per (account, client address). */
  signIn: DelayRule
  /** Bytes of uploads and attachments kept per client address, and per account (a total, not a rate). */
  storageBytes: number
}

/** The configurable numbers (LIMIT_* in the environment, server/env.ts); defaults in LIMIT_DEFAULTS. */
export interface LimitSettings {
  /** The upload budget (decision 047): per shop session (or account), renewed when it places an order. */
  uploadsPerSession: number
  uploadMbPerSession: number
  /** ... and per client address (and account) over a day, given back by the address's ordering sessions. */
  uploadsPerAddressPerDay: number
  uploadMbPerAddressPerDay: number
  printRendersPer10Min: number
  contactPerHour: number
  newsletterPerHour: number
  trackingPerMinute: number
  chatPer10Min: number
  signInFailuresPerAddress: number
  signInFreeAttempts: number
  authMailPerAddressPerHour: number
  mailsPerRecipientPerHour: number
  storageBytesPerAddress: number
}

export const LIMIT_DEFAULTS: LimitSettings = {
  uploadsPerSession: 500,
  uploadMbPerSession: 2048,
  uploadsPerAddressPerDay: 1000,
  uploadMbPerAddressPerDay: 4096,
  printRendersPer10Min: 30,
  contactPerHour: 5,
  newsletterPerHour: 10,
  trackingPerMinute: 10,
  chatPer10Min: 60,
  signInFailuresPerAddress: 30,
  signInFreeAttempts: 5,
  authMailPerAddressPerHour: 10,
  mailsPerRecipientPerHour: 3,
  storageBytesPerAddress: 8 * 1024 ** 3,
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function limitRules(s: LimitSettings): LimitRules {
  return {
    buckets: {
      upload: { capacity: s.uploadsPerAddressPerDay, windowMs: DAY },
      uploadBytes: { capacity: s.uploadMbPerAddressPerDay * 1024 * 1024, windowMs: DAY },
      // An idle session's budget also comes back over a day; an order gives it back at once (Limiter.renewUploadBudget).
      sessionUpload: { capacity: s.uploadsPerSession, windowMs: DAY },
      sessionUploadBytes: { capacity: s.uploadMbPerSession * 1024 * 1024, windowMs: DAY },
      printRender: { capacity: s.printRendersPer10Min, windowMs: 10 * MINUTE },
      contact: { capacity: s.contactPerHour, windowMs: HOUR },
      newsletter: { capacity: s.newsletterPerHour, windowMs: HOUR },
      tracking: { capacity: s.trackingPerMinute, windowMs: MINUTE },
      chat: { capacity: s.chatPer10Min, windowMs: 10 * MINUTE },
      signInFailures: { capacity: s.signInFailuresPerAddress, windowMs: 15 * MINUTE },
      authMail: { capacity: s.authMailPerAddressPerHour, windowMs: HOUR },
      authMailAccount: { capacity: 3, windowMs: HOUR },
      mailRecipient: { capacity: s.mailsPerRecipientPerHour, windowMs: HOUR },
      clientLog: { capacity: 30, windowMs: MINUTE },
      pageEvent: { capacity: 120, windowMs: MINUTE },
      // A data export reads everything of an account and streams its photos: a few an hour per account and address.
      dataExport: { capacity: 5, windowMs: HOUR },
    },
    storageBytes: s.storageBytesPerAddress,
    signIn: { freeAttempts: s.signInFreeAttempts, baseDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR },
  }
}
