import type { StaffRole } from '../../server/domain/console/staff-rules.js'
import type { HttpClient, TestApp } from './test-app.js'
import { cookieJar } from './shopper.js'
import { readTenants } from '../../db/queries/tenants.js'
import { createStaff } from '../../server/services/console/staff-admin.js'
import { OPS_CLI_ACTOR } from '../../server/services/console/audit.js'
import { TEST_NOW } from './test-app.js'

export const ADMIN_HOST = 'admin.localhost'
export const STAFF_PASSWORD = 'console-staff-pass-2026'

/** A staff account straight in the test database (what `npm run ops -- staff create` does). */
export async function addStaff(app: TestApp, email: string, role: StaffRole, brands: string[] = []): Promise<void> {
  // The brands of the stored tenant config, which the registry serves and `staff create` checks the brands against.
  const known = (await readTenants(app.db)).tenants.map((b) => b.slug)
  const r = await createStaff(
    app.db,
    OPS_CLI_ACTOR,
    { email, name: email.split('@')[0]!, role, brands, password: STAFF_PASSWORD },
    known,
    TEST_NOW,
  )
  if (!r.ok) throw new Error(r.message)
}

type Body = Record<string, string | number | boolean | string[] | undefined>

function formBody(body: Body): string {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue
    if (Array.isArray(v)) for (const x of v) p.append(k, x)
    else p.append(k, String(v))
  }
  return p.toString()
}

/**
 * A staff member's browser on the console host: cookie jar, sign-in through the real form, and posts that carry
 * the session's CSRF token (JSON answers unless asked for HTML).
 */
export async function consoleAs(
  app: HttpClient,
  email: string,
  password = STAFF_PASSWORD,
  host = ADMIN_HOST,
  /** Sent with every request (e.g. X-Forwarded-For: the client address behind a trusted proxy). */
  extraHeaders: Record<string, string> = {},
) {
  const { jar, cookie, keep } = cookieJar()
  const get = async (path: string, asJson = false) =>
    keep(
      await app.request(host, path, {
        headers: { cookie: cookie(), ...(asJson ? { accept: 'application/json' } : {}), ...extraHeaders },
      }),
    )
  let csrf = ''
  const hiddenToken = (html: string) => /name="csrfToken" value="([^"]+)"/.exec(html)?.[1] ?? ''
  const rawPost = async (path: string, body: Body, opts: { json?: boolean; headers?: Record<string, string> } = {}) =>
    keep(
      await app.request(host, path, {
        method: 'POST',
        headers: {
          cookie: cookie(),
          origin: `http://${host}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(opts.json === false ? {} : { accept: 'application/json' }),
          ...extraHeaders,
          ...opts.headers,
        },
        body: formBody(body),
      }),
    )
  const loginPage = await get('/console/login')
  const signIn = await rawPost(
    '/console/login',
    { email, password, csrfToken: hiddenToken(loginPage.text), next: '/console' },
    { json: false },
  )
  if (signIn.status === 303 && jar.has('console_session')) csrf = hiddenToken((await get('/console')).text)
  return {
    jar,
    signIn,
    get cookie() {
      return cookie()
    },
    get csrf() {
      return csrf
    },
    get,
    getJson: async <T = Record<string, unknown>>(path: string) => {
      const r = await get(path, true)
      return { status: r.status, body: (r.text ? JSON.parse(r.text) : null) as T, res: r }
    },
    /** A form post with the CSRF token; JSON answer by default, the HTML page with `{ json: false }`. */
    post: (path: string, body: Body = {}, opts: { json?: boolean; headers?: Record<string, string> } = {}) =>
      rawPost(path, { csrfToken: csrf, ...body }, opts),
    rawPost,
    multipart: async (path: string, form: { body: Buffer; contentType: string }) =>
      keep(
        await app.request(host, path, {
          method: 'POST',
          headers: {
            cookie: cookie(),
            origin: `http://${host}`,
            'content-type': form.contentType,
            accept: 'application/json',
          },
          body: form.body,
        }),
      ),
  }
}
export type ConsoleClient = Awaited<ReturnType<typeof consoleAs>>

export interface JsonField {
  name: string
  path: string
  kind: string
  value: string | string[] | boolean
  extra?: { name: string; value: string }
  texts?: { name: string; value: string }[]
}

/** The form a browser would post for a page as it is now (checkboxes ticked as shown), ready to change and post. */
export async function currentForm(
  c: ConsoleClient,
  path: string,
): Promise<Record<string, string | string[] | undefined>> {
  const r = await c.getJson<{ fields: JsonField[] }>(path)
  if (r.status !== 200) throw new Error(`GET ${path}: ${r.status}`)
  const body: Record<string, string | string[] | undefined> = {}
  for (const f of r.body.fields) {
    if (f.kind === 'checkbox') body[f.name] = f.value === true ? 'on' : undefined
    else body[f.name] = Array.isArray(f.value) ? f.value : String(f.value)
    if (f.extra) body[f.extra.name] = f.extra.value
    for (const x of f.texts ?? []) body[x.name] = x.value
  }
  return body
}
