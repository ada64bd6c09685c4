import { afterAll, beforeAll, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'

// What the server writes to its log for common failures (decision 020): the request lines are on here, as
// in production. 4xx are info (404) or warn without a stack trace; a 5xx is an error with its request id; no line
// carries a cookie, an authorization header, a password or a sign-in token.
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({}, { requestLogging: true })
})
afterAll(() => app.close())

const ES = 'wpx-es.localhost'
const linesOf = (reqId: string) =>
  app.logs.filter((l) => l.reqId === reqId || (l.req as { id?: string } | undefined)?.id === reqId)
const requestLine = (reqId: string) => app.logs.find((l) => (l.req as { id?: string } | undefined)?.id === reqId)

test('a 404 page is info without a stack trace', async () => {
  const res = await app.request(ES, '/no-such-page', { headers: { 'x-request-id': 'log-404' } })
  expect(res.status).toBe(404)
  const lines = linesOf('log-404')
  expect(lines.map((l) => l.level)).toEqual([30, 30]) // the reason, then the request line
  expect(lines[0]!.reason).toBe('Page not found: /no-such-page')
  expect(JSON.stringify(lines)).not.toContain('stack')
  expect(requestLine('log-404')).toMatchObject({ res: { statusCode: 404 }, msg: 'request completed' })
})

test('a 400 API error is a warning without a stack trace', async () => {
  const res = await app.request(ES, '/api/log', {
    method: 'POST',
    headers: { 'x-request-id': 'log-400', origin: `http://${ES}`, 'content-type': 'application/json' },
    body: JSON.stringify({ level: 'shout', message: 'x' }),
  })
  expect(res.status).toBe(400)
  const lines = linesOf('log-400')
  expect(lines.map((l) => l.level)).toEqual([40])
  expect(JSON.stringify(lines)).not.toContain('stack')
  // Malformed JSON is the client's fault too.
  const bad = await app.request(ES, '/api/log', {
    method: 'POST',
    headers: { 'x-request-id': 'log-400b', origin: `http://${ES}`, 'content-type': 'application/json' },
    body: '{"level": "info", "message": "password=hunter2"',
  })
  expect(bad.status).toBe(400)
  expect(linesOf('log-400b').map((l) => l.level)).toEqual([40])
  expect(JSON.stringify(linesOf('log-400b'))).not.toContain('hunter2')
})

test('a 500 is an error carrying the request id, logged once with its stack, the request line without one', async () => {
  const real = app.registry.resolve.bind(app.registry)
  app.registry.resolve = () => {
    throw new Error('tenant store unavailable')
  }
  try {
    const res = await app.request(ES, '/api/session', { headers: { 'x-request-id': 'log-500' } })
    expect(res.status).toBe(500)
  } finally {
    app.registry.resolve = real
  }
  const lines = linesOf('log-500')
  expect(lines.map((l) => l.level)).toEqual([50, 50])
  const [error, request] = lines
  expect(error).toMatchObject({
    reqId: 'log-500',
    msg: 'unhandled error',
    err: { message: 'tenant store unavailable' },
  })
  expect((error!.err as { stack: string }).stack).toContain('tenant store unavailable')
  expect(request).toMatchObject({ req: { id: 'log-500' }, res: { statusCode: 500 }, msg: 'request errored' })
  expect(request!.err).toBeUndefined()
})

test('a sign-in post with cookies and a password leaves neither in the log, nor a token from a URL', async () => {
  const s = await shopper(app, ES)
  const password = 'a-Wrong-passw0rd-for-the-log'
  const res = await s.post(
    '/api/auth/callback/credentials',
    { email: 'customer@wpx-es.example', password, csrfToken: await s.csrf(), callbackUrl: '/', json: 'true' },
    true,
    { 'x-request-id': 'log-signin', authorization: 'Bearer sk_secret_api_key_for_the_log' },
  )
  expect(res.status).toBeGreaterThanOrEqual(400)
  const form = await s.post(
    '/api/auth/callback/credentials',
    { email: 'customer@wpx-es.example', password, csrfToken: await s.csrf(), callbackUrl: '/' },
    false,
    { 'x-request-id': 'log-signin-form' },
  )
  expect(form.status).toBe(303)
  await app.request(ES, '/api/auth/callback/email?token=sign-in-token-for-the-log', {
    headers: { 'x-request-id': 'log-token', cookie: s.cookie },
  })
  const signIn = requestLine('log-signin')!
  expect(signIn).toMatchObject({ level: 40, req: { method: 'POST', url: '/api/auth/callback/credentials' } })
  expect(requestLine('log-signin-form')).toMatchObject({ level: 30, res: { statusCode: 303 } })
  expect((requestLine('log-token')!.req as { url: string }).url).toBe('/api/auth/callback/email?token=%5Bredacted%5D')
  const everything = JSON.stringify(app.logs)
  const shopCookie = s.jar.get('shop_session')!
  expect(shopCookie.length).toBeGreaterThan(20)
  for (const secret of [password, shopCookie, 'sk_secret_api_key_for_the_log', 'sign-in-token-for-the-log'])
    expect(everything).not.toContain(secret)
  expect(everything).not.toMatch(/"cookie"|"authorization"|"set-cookie"/i)
})
