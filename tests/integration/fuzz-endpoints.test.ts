import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tableNames } from '../helpers/test-database.js'
import { rawRows } from '../../db/rows.js'
import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper, type Shopper } from '../helpers/shopper.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { multipart } from '../helpers/multipart.js'

// Issue 15: every JSON and form endpoint, fed arbitrary bodies, answers without a 5xx, and a refused request (4xx)
// changes no stored data. Bounded: RUNS bodies per endpoint, as JSON or as a form.

// Fewer on the PostgreSQL pass: each run snapshots every table twice, a round trip per table there.
const RUNS = process.env.TEST_DATABASE_URL ? 12 : 30
const HOST = 'wpx-es.localhost'
let app: TestApp
let guest: Shopper
let customer: Shopper
beforeAll(async () => {
  app = await startTestApp({
    LIMIT_CONTACT_PER_HOUR: '100000',
    LIMIT_NEWSLETTER_PER_HOUR: '100000',
    LIMIT_TRACKING_PER_MINUTE: '100000',
    LIMIT_CHAT_PER_10_MIN: '100000',
    LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '100000',
    LIMIT_AUTH_MAIL_PER_ADDRESS_PER_HOUR: '100000',
  })
  // Background jobs would change their rows between two snapshots; nothing here needs them.
  await app.jobs.stop()
  await app.jobs.idle()
  guest = await shopper(app, HOST)
  expect((await guest.post('/cart/add', { articleId: 102, quantity: 1 })).status).toBe(200)
  customer = await shopper(app, HOST)
  expect((await customer.signIn(demoEmail('WPX-ES', 'customer'), DEMO_PASSWORD)).status).toBe(200)
}, 60_000)
afterAll(() => app.close())

/** Everything stored, except what every request may touch: sessions, rate-limit counters, the job queue. */
async function snapshot(): Promise<string> {
  const tables = (await tableNames(app.db)).filter(
    (n) => !/session|rate_limits|^jobs$|__drizzle|config_version/.test(n),
  )
  const hash = createHash('sha256')
  for (const t of tables) {
    // Rows added or removed anywhere; every value of the small tables the forms write (carts, checkout details,
    // accounts, tickets, subscriptions, outbox ...). The large catalog tables are only counted. Rows are compared as
    // a sorted set: PostgreSQL returns an updated row in another place than SQLite.
    const { n } = (await rawRows<{ n: number }>(app.db, sql`select count(*) as n from ${sql.identifier(t)}`))[0]!
    hash.update(`${t}:${n};`)
    if (n <= 300)
      hash.update(
        JSON.stringify(
          (await rawRows<unknown>(app.db, sql`select * from ${sql.identifier(t)}`))
            .map((r) => JSON.stringify(r))
            .sort(),
        ),
      )
  }
  return hash.digest('hex')
}

const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', '0', '-1', '1e999', '__proto__', 'constructor', '../../etc/passwd', '<script>', 'x'.repeat(300)),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
)
const key = fc.oneof(
  fc.constantFrom(
    'email',
    'password',
    'csrfToken',
    'articleId',
    'quantity',
    'cartId',
    'idempotencyKey',
    'paymentMethod',
    'acceptTerms',
    'order',
    'emailOrPostalCode',
    'message',
    'name',
    'subject',
    'token',
    'document',
    'code',
    'carrier',
    'mode',
    'level',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 10 }),
)
const body = fc.record({
  fields: fc.dictionary(key, value, { maxKeys: 6 }),
  asJson: fc.boolean(),
  raw: fc.option(fc.string({ maxLength: 40 }), { freq: 5 }),
})

const ENDPOINTS: { path: string; who: 'guest' | 'customer' }[] = [
  ...[
    '/cart/add',
    '/cart/lines/1',
    '/cart/lines/1/remove',
    '/cart/promotion',
    '/cart/promotion/remove',
    '/cart/personalised',
    '/checkout/contact',
    '/checkout/address',
    '/checkout/shipment',
    '/checkout/place',
    '/checkout/pay',
    '/tracking/lookup',
    '/newsletter',
    '/newsletter/confirm',
    '/contact/chat',
    '/contact/chat/messages',
    '/contact/chat/end',
    '/reviews',
    '/consent',
    '/api/session',
    '/api/log',
    '/api/event/page',
    '/api/auth/signin/credentials',
    '/api/auth/callback/credentials',
    '/api/auth/signin/email',
    '/api/auth/register',
    '/api/auth/signout',
    '/api/auth/password-reset/request',
    '/api/auth/password-reset/confirm',
    '/api/editor/drafts/102',
    '/api/editor/saved',
    '/api/payments/test-psp/webhook',
    '/api/payments/constructor/webhook',
  ].map((path) => ({ path, who: 'guest' as const })),
  ...[
    '/accounts/profile',
    '/accounts/profile/password',
    '/accounts/profile/addresses',
    '/accounts/profile/addresses/1/delete',
    '/accounts/orders/abc/reorder',
    '/accounts/designs/1/delete',
    '/accounts/designs/1/publish',
    '/accounts/config',
  ].map((path) => ({ path, who: 'customer' as const })),
]

describe('arbitrary bodies', () => {
  test.each(ENDPOINTS)(
    'POST $path ($who): never a 5xx; a refused body changes nothing stored',
    async ({ path, who }) => {
      const s = who === 'guest' ? guest : customer
      await fc.assert(
        fc.asyncProperty(body, async ({ fields, asJson, raw }) => {
          const before = await snapshot()
          const payload =
            raw ??
            (asJson
              ? JSON.stringify(fields)
              : new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])).toString())
          const res = await app.request(HOST, path, {
            method: 'POST',
            headers: {
              cookie: s.cookie,
              origin: `http://${HOST}`,
              'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded',
              accept: 'application/json',
            },
            body: payload,
          })
          expect(res.status, `${path} ${payload}`).toBeLessThan(500)
          if (res.status >= 400) expect(await snapshot(), `${path} ${res.status} ${payload}`).toBe(before)
        }),
        { numRuns: RUNS },
      )
    },
    60_000,
  )
})

describe('arbitrary multipart forms', () => {
  const file = fc.record({
    field: fc.constantFrom('img', 'attachment', 'file'),
    name: fc.string({ maxLength: 20 }),
    type: fc.constantFrom('image/png', 'application/pdf', 'application/zip', 'text/plain'),
    data: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
      fc.constantFrom(
        Buffer.from('%PDF-1.4\n'),
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
      ),
    ),
  })
  test.each(['/contact', '/images/upload', '/accounts/tickets/new'])(
    'POST %s: never a 5xx; a refused form changes nothing stored',
    async (path) => {
      const s = path.startsWith('/accounts') ? customer : guest
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(key, fc.string({ maxLength: 40 }), { maxKeys: 6 }),
          fc.option(file, { freq: 2 }),
          async (fields, attached) => {
            const before = await snapshot()
            const form = multipart(fields, attached ?? undefined)
            const res = await app.request(HOST, path, {
              method: 'POST',
              headers: {
                cookie: s.cookie,
                origin: `http://${HOST}`,
                'content-type': form.contentType,
                accept: 'application/json',
              },
              body: form.body,
            })
            expect(res.status, `${path} ${JSON.stringify(fields)}`).toBeLessThan(500)
            if (res.status >= 400)
              expect(await snapshot(), `${path} ${res.status} ${JSON.stringify(fields)}`).toBe(before)
          },
        ),
        { numRuns: RUNS },
      )
    },
    60_000,
  )
})
