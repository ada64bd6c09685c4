import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { runOps, runOpsBare } from '../helpers/ops-cli.js'
import * as oq from '../../db/queries/orders.js'
import * as aq from '../../db/queries/accounts.js'
import * as jq from '../../db/queries/jobs.js'
import { eq } from 'drizzle-orm'
import { tablesOf } from '../../db/client.js'
import { queueEmail } from '../../server/services/mail/email-outbox.js'

// The real ops CLI in a child process against the running test shop's database, as ops would use it.
let app: TestApp

const opsWithInput = (input: string | undefined, ...args: string[]) => runOps(app, input, ...args)
const ops = (...args: string[]) => opsWithInput(undefined, ...args)

let publicId = ''
beforeAll(async () => {
  app = await startTestApp()
  publicId = await bankTransferOrder('giulia@example.it')
})
afterAll(() => app.close())

/** A bank-transfer order placed on WPX-IT, waiting for payment (status 4). */
async function bankTransferOrder(email: string): Promise<string> {
  const s = await shopper(app, 'wpx-it.localhost')
  await s.post('/cart/add', { articleId: 102, quantity: 1 })
  await s.post('/checkout/contact', { email, customerType: 'PERSON' })
  await s.post('/checkout/address', {
    firstName: 'Giulia',
    lastName: 'Rossi',
    street: 'Via Roma 1',
    postalCode: '00184',
    city: 'Roma',
    phone: '312 345 6789',
  })
  await s.post('/checkout/shipment', {
    mode: 'ADDRESS',
    carrier: (await s.page('/checkout?step=3')).text.match(/name="carrier" value="([A-Z_]+)"/)![1]!,
  })
  const step4 = (await s.page('/checkout?step=4')).text
  const hidden = (n: string) => new RegExp(`name="${n}" value="([^"]*)"`).exec(step4)![1]!
  return (
    await s.post('/checkout/place', {
      cartId: hidden('cartId'),
      idempotencyKey: hidden('idempotencyKey'),
      paymentMethod: 'BANK_TRANSFER',
      acceptTerms: true,
    })
  ).json<{ order: string }>().order
}

describe('ops CLI for orders', () => {
  test('mark-paid moves a bank-transfer order 4 -> 0 and the running shop mails the confirmation', async () => {
    const order = (await oq.findOrderByPublicId(app.db, publicId))!
    expect(order.status).toBe(4)
    const r = await ops('order', 'mark-paid', String(order.id))
    expect(r.code, r.stderr).toBe(0)
    expect((await oq.findOrderById(app.db, order.id))!.status).toBe(0)
    app.jobs.kick()
    await app.jobs.idle()
    const mails = app.outbox().filter((m) => m.to === 'giulia@example.it')
    expect(mails.map((m) => m.subject)).toHaveLength(2)
    const again = await ops('order', 'mark-paid', publicId)
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/^error: order \d+ is not waiting for payment \(status 0\)/)
  })

  test('an illegal move is refused naming the allowed ones; legal moves and a refund link work', async () => {
    const bad = await ops('order', 'move', publicId, '15')
    expect(bad.code).toBe(1)
    expect(bad.stderr.trim()).toBe('error: order status cannot change from 0 to 15 (allowed from 0: 200, 4, 2, 10)')
    expect((await ops('order', 'move', publicId, '10', '--note', 'customer asked')).code).toBe(0)
    expect((await oq.findOrderByPublicId(app.db, publicId))!.status).toBe(10)
    const refund = await ops('order', 'refund', publicId, '--reason', 'canceled after payment')
    expect(refund.code, refund.stderr).toBe(0)
    expect(refund.stdout).toMatch(
      new RegExp(`http://wpx-it\\.localhost:\\d+/tracking/${publicId}/user_required_actions/[a-z2-7]{26}`),
    )
    expect((await ops('order', 'show', 'nope')).stderr).toMatch(/^error: no order nope/)
  })

  test("links name the shop's public origin from its env file when the CLI's environment has no PORT (issue 32)", async () => {
    // The shop's settings live in its env file; the operator's shell sets only where the database is.
    const envFile = join(mkdtempSync(join(tmpdir(), 'ops-env-')), 'shop.env')
    writeFileSync(envFile, 'SHOP_MODE=demo\nPORT=4321\nPUBLIC_SCHEME=https\nPUBLIC_PORT=8443\n')
    const bare = (...args: string[]) => runOpsBare(app, { ENV_FILE: envFile }, ...args)
    const email = 'marco@example.it'
    const order = await bankTransferOrder(email)
    app.jobs.kick()
    await app.jobs.idle()
    const placed = app.outbox().filter((m) => m.to === email).length
    const paid = await bare('order', 'mark-paid', order)
    expect(paid.code, paid.stderr).toBe(0)
    app.jobs.kick()
    await app.jobs.idle()
    // The mail the CLI queued (the shop's own "order received" mail names the test server's origin).
    const queued = app
      .outbox()
      .filter((m) => m.to === email)
      .slice(placed)
    expect(queued).toHaveLength(1)
    expect(queued[0]!.text).toContain(`https://wpx-it.localhost:8443/tracking/${order}`)
    expect(queued[0]!.text).not.toMatch(/localhost:(3000|4321)/)
    const refund = await bare('order', 'refund', order, '--reason', 'canceled after payment')
    expect(refund.code, refund.stderr).toBe(0)
    expect(refund.stdout).toMatch(
      new RegExp(`https://wpx-it\\.localhost:8443/tracking/${order}/user_required_actions/[a-z2-7]{26}`),
    )
  })

  test('api keys are shown once, stored hashed, listed and revoked', async () => {
    const created = await ops('api-key', 'create', 'carrier-bridge', '--brand', 'WPX-IT')
    expect(created.code, created.stderr).toBe(0)
    const key = created.stdout.trim().split('\n').at(-1)!
    expect(key).toMatch(/^sk_[a-z2-7]{40}$/)
    expect(JSON.stringify(await oq.listApiKeys(app.db))).not.toContain(key)
    expect((await ops('api-key', 'list')).stdout).toMatch(/carrier-bridge\s+WPX-IT/)
    expect((await ops('api-key', 'create', 'x', '--brand', 'NOPE-XX')).stderr).toMatch(/no brand NOPE-XX/)
    expect((await ops('api-key', 'revoke', 'carrier-bridge')).code).toBe(0)
    expect((await ops('api-key', 'list')).stdout).toMatch(/REVOKED/)
  })
})

describe('ops CLI for accounts', () => {
  test('creates a partner with a password from stdin who can sign in; permissions change; mistakes are refused', async () => {
    const created = await opsWithInput(
      'a long partner password\n',
      'customer',
      'create',
      'WPX-IT',
      'Marco@Example.it',
      '--first-name',
      'Marco',
      '--kind',
      'internal',
      '--permissions',
      'orders,invoices',
      '--password-stdin',
    )
    expect(created.code, created.stderr).toBe(0)
    const marco = (await aq.findCustomerByEmail(app.db, 'WPX-IT', 'marco@example.it'))!
    expect(marco).toMatchObject({ kind: 'internal', permissions: ['orders', 'invoices'] })
    expect(await aq.partnerOf(app.db, marco.id)).toBeDefined()
    const s = await shopper(app, 'wpx-it.localhost')
    expect((await s.signIn('marco@example.it', 'a long partner password')).status).toBe(200)
    expect((await ops('customer', 'create', 'WPX-IT', 'marco@example.it', '--first-name', 'M')).stderr).toMatch(
      /already has an account at WPX-IT/,
    )
    expect((await ops('customer', 'set-permissions', 'WPX-IT', 'marco@example.it', 'orders,admin')).stderr.trim()).toBe(
      'error: unknown permission admin (known: orders, tickets, invoices)',
    )
    expect((await ops('customer', 'set-permissions', 'WPX-IT', 'marco@example.it', 'tickets')).code).toBe(0)
    expect((await aq.findCustomer(app.db, marco.id))!.permissions).toEqual(['tickets'])
    expect(
      (
        await opsWithInput(
          'short\n',
          'customer',
          'create',
          'WPX-IT',
          'x@example.it',
          '--first-name',
          'X',
          '--password-stdin',
        )
      ).stderr,
    ).toMatch(/password refused/)
    expect((await ops('customer', 'list', '--brand', 'WPX-IT')).stdout).toMatch(
      /marco@example\.it\s+internal\s+tickets/,
    )
  })
})

describe('ops CLI for background jobs', () => {
  test('a dead mail is listed with its error, retried, and the running shop sends it', async () => {
    // A mail whose tries ran out (the SMTP server refused it ten times), set up in one synchronous step so that the
    // shop's own runner cannot take it first.
    await queueEmail(app.db, {
      dedupeKey: 'ops-test:dead-mail',
      to: 'bounced@example.it',
      from: 'shop@example.it',
      subject: 'Your order',
      text: 'hello',
      html: '<p>hello</p>',
      createdAt: Date.now(),
    })
    const job = (await jq.listJobs(app.db, { kind: 'mail', status: 'queued', limit: 1 }))[0]!
    const { jobs } = tablesOf(app.db)
    await app.db
      .update(jobs)
      .set({ status: 'dead', attempts: 10, lastError: '550 mailbox unavailable' })
      .where(eq(jobs.id, job.id))
    const dead = await ops('jobs', 'list', '--status', 'dead')
    expect(dead.code, dead.stderr).toBe(0)
    expect(dead.stdout).toMatch(/mail dead: 1/)
    expect(dead.stdout).toMatch(
      new RegExp(
        `^\\s*${job.id}\\s+mail\\s+${job.ref}\\s+dead\\s+10 tries\\s+since [\\d-]+ [\\d:]+\\s+"550 mailbox unavailable"$`,
        'm',
      ),
    )
    expect(app.outbox().filter((m) => m.to === 'bounced@example.it')).toHaveLength(0)

    const retried = await ops('jobs', 'retry', String(job.id))
    expect(retried.code, retried.stderr).toBe(0)
    expect(retried.stdout.trim()).toBe(`job ${job.id} queued again`)
    app.jobs.kick()
    await app.jobs.idle()
    expect(app.outbox().filter((m) => m.to === 'bounced@example.it')).toHaveLength(1)
    expect((await jq.listJobs(app.db, { kind: 'mail', limit: 100 })).some((j) => j.id === job.id)).toBe(false)

    expect((await ops('jobs', 'retry', String(job.id))).stderr.trim()).toBe(`error: no dead or queued job ${job.id}`)
    expect((await ops('jobs', 'retry', '--dead')).stdout.trim()).toBe('0 dead jobs queued again')
    expect((await ops('jobs', 'list', '--status', 'stuck')).stderr.trim()).toBe(
      'error: --status must be one of queued, running, dead',
    )
    expect((await ops('jobs', 'retry')).stderr.trim()).toBe(
      'error: usage: jobs retry <id> | jobs retry --dead [--kind mail]',
    )
  })
})
