import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { multipart } from '../helpers/multipart.js'
import { addStaff, ADMIN_HOST, consoleAs, STAFF_PASSWORD } from '../helpers/staff.js'
import { DEMO_PASSWORD, demoEmail } from '../../db/seed/demo/seed-accounts.js'
import { blankDocument } from '../../server/domain/editor/editor-document.js'
import { checkStart } from '../../server/config/start-checks.js'

// Issue 15, findings 1-4: limits counted on who is really asking (the client address behind the configured proxies,
// and the account), in the database, reserved before the expensive work; never a lockout of the owner.

const HOST = 'wpx-es.localhost'
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes), Buffer.from('\n%%EOF\n')])

let app: TestApp
beforeAll(async () => {
  // Behind one trusted proxy (loopback): each test picks its client address with X-Forwarded-For, as the proxy would.
  app = await startTestApp({
    TRUST_PROXY: 'loopback',
    LIMIT_UPLOADS_PER_ADDRESS_PER_DAY: '3',
    LIMIT_UPLOAD_MB_PER_ADDRESS_PER_DAY: '1',
    LIMIT_PRINT_RENDERS_PER_10_MIN: '2',
    LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: '8',
  })
})
afterAll(() => app.close())

/** A fresh visitor (new shop cookie) from `address`: dropping the cookie must not reset any limit. */
const visitor = async (address: string, host = HOST) => {
  const s = await shopper(app, host)
  const from = { 'x-forwarded-for': address }
  return {
    s,
    post: (path: string, body: Record<string, unknown>, asJson = true) => s.post(path, body, asJson, from),
    upload: (data: Buffer, name = 'doc.pdf') =>
      s.postMultipart('/images/upload', multipart({}, { field: 'img', name, type: 'application/pdf', data }), {
        accept: 'application/json',
        ...from,
      }),
  }
}

describe('uploads and print renders are counted per client address, not per shop cookie', () => {
  test('the fourth upload in an hour from one address is refused, with fresh cookies each time; others go on', async () => {
    for (let i = 0; i < 3; i++) expect((await (await visitor('198.51.100.1')).upload(pdf(10 + i))).status).toBe(201)
    const fourth = await (await visitor('198.51.100.1')).upload(pdf(20))
    expect(fourth.status).toBe(429)
    expect(fourth.json()).toMatchObject({ error: { code: 'too_many_uploads' } })
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0)
    expect((await (await visitor('198.51.100.2')).upload(pdf(30))).status).toBe(201)
  })

  test('uploaded bytes per address are bounded too (here 1 MB an hour)', async () => {
    expect((await (await visitor('198.51.100.3')).upload(pdf(700_000))).status).toBe(201)
    const second = await (await visitor('198.51.100.3')).upload(pdf(700_001))
    expect(second.status).toBe(429)
    expect(second.json()).toMatchObject({ error: { code: 'upload_quota' } })
  })

  test('the third print render in ten minutes from one address is refused, whatever the cookie', async () => {
    const add = async () =>
      (await visitor('198.51.100.4')).post('/cart/personalised', { document: blankDocument(102, 1) })
    expect((await add()).status).toBe(201)
    expect((await add()).status).toBe(201)
    const third = await add()
    expect(third.status).toBe(429)
    expect(third.json()).toMatchObject({ error: { code: 'too_many_renders' } })
  })
})

describe('contact and newsletter forms are counted per address', () => {
  test('a sixth contact message in an hour from one address is refused, even from fresh sessions', async () => {
    const send = async (i: number) =>
      (await visitor('198.51.100.5')).s.postMultipart(
        '/contact',
        multipart({ name: 'Ana', email: `ana${i}@example.es`, subject: 'Mug', message: 'Where is my mug, please?' }),
        { 'x-forwarded-for': '198.51.100.5' },
      )
    for (let i = 0; i < 5; i++) expect((await send(i)).headers.location).toBe('/contact?sent=1')
    expect((await send(5)).headers.location).toBe('/contact?error=rate_limited')
  })

  test('an eleventh newsletter sign-up in an hour from one address is refused, even from fresh sessions', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await (await visitor('198.51.100.6')).post('/newsletter', { email: `n${i}@example.es` }, false)).headers
          .location,
      ).toBe('/newsletter?sent=1')
    expect(
      (await (await visitor('198.51.100.6')).post('/newsletter', { email: 'n10@example.es' }, false)).headers.location,
    ).toBe('/newsletter?error=rate_limited')
  })
})

describe('shop sign-in', () => {
  const guess = async (address: string, email: string, password: string) => {
    const v = await visitor(address, 'it.wpx-es.localhost')
    return v.post('/api/auth/callback/credentials', { email, password, csrfToken: await v.s.csrf(), json: 'true' })
  }

  test('40 concurrent guesses evaluate at most five, and the right password among them does not sign in', async () => {
    const email = demoEmail('WPX-ES', 'customer')
    // The 40 visitors get their forms first, so the guesses themselves leave together and in order: the right
    // password is the twelfth sent, after more than five wrong ones, whatever each visitor's setup took.
    const ready = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const v = await visitor('203.0.113.10', 'it.wpx-es.localhost')
        return { v, csrfToken: await v.s.csrf() }
      }),
    )
    const answers = await Promise.all(
      ready.map(({ v, csrfToken }, i) =>
        v.post('/api/auth/callback/credentials', {
          email,
          password: i === 11 ? DEMO_PASSWORD : `wrong password ${i}`,
          csrfToken,
          json: 'true',
        }),
      ),
    )
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 200)).toHaveLength(0)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35)
  })

  test('guesses from one address do not lock the owner out from another; the guesser waits longer and longer', async () => {
    const email = demoEmail('WPX-ES', 'partner')
    for (let i = 0; i < 5; i++) expect((await guess('203.0.113.20', email, `wrong password ${i}`)).status).toBe(401)
    const sixth = await guess('203.0.113.20', email, DEMO_PASSWORD)
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBe(30)
    expect((await guess('203.0.113.21', email, DEMO_PASSWORD)).status).toBe(200)
  })

  test('one address guessing many accounts is refused after its failures across accounts', async () => {
    for (let i = 0; i < 8; i++)
      expect((await guess('203.0.113.30', `someone${i}@example.it`, 'wrong password')).status).toBe(401)
    expect((await guess('203.0.113.30', 'someone-else@example.it', 'wrong password')).status).toBe(429)
  })

  test('a rotating X-Forwarded-For in front of the proxy does not give a client new addresses', async () => {
    // The proxy appends the address it saw; what the client wrote before it is not trusted.
    for (let i = 0; i < 8; i++)
      expect((await guess(`10.${i}.0.1, 203.0.113.40`, `rot${i}@example.it`, 'wrong password')).status).toBe(401)
    expect((await guess('10.99.0.1, 203.0.113.40', 'rot-last@example.it', 'wrong password')).status).toBe(429)
  })
})

describe('console sign-in', () => {
  test('reserved before hashing and per (account, address): the member signs in from elsewhere', async () => {
    await addStaff(app, 'owner@staff.example', 'ops-admin')
    const from = (address: string) => ({ 'x-forwarded-for': address })
    const attempt = async (address: string, password: string) =>
      (await consoleAs(app, 'owner@staff.example', password, ADMIN_HOST, from(address))).signIn
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt('203.0.113.50', `wrong-password-${i}x`)),
    )
    const locations = answers.map((a) => String(a.headers.location))
    expect(locations.filter((l) => l.includes('error=signin')).length).toBeLessThanOrEqual(5)
    expect(locations.filter((l) => l.includes('error=throttled')).length).toBeGreaterThanOrEqual(7)
    expect((await attempt('203.0.113.50', STAFF_PASSWORD)).headers.location).toContain('error=throttled')
    expect((await attempt('203.0.113.51', STAFF_PASSWORD)).headers.location).toBe('/console')
  })
})

describe('TRUST_PROXY', () => {
  test('true is refused at start with the key named; a hop count or proxy addresses are accepted', async () => {
    const check = (value: string) => checkStart({ TRUST_PROXY: value }, () => [])
    const refused = await check('true')
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(refused.message).toMatch(/TRUST_PROXY: true would let any client choose its address/)
    expect((await check('1')).ok).toBe(true)
    expect((await check('loopback,10.0.0.0/8')).ok).toBe(true)
  })
})
