import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { consoleAs, currentForm } from '../helpers/staff.js'
import { runOps } from '../helpers/ops-cli.js'
import * as cq from '../../db/queries/console.js'

// `npm run ops -- staff ...` and `npm run ops -- audit` in a child process against the running test shop's database.
let app: TestApp
const ops = (input: string | undefined, ...args: string[]) => runOps(app, input, ...args)

beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app?.close())

describe('ops CLI: staff accounts', { timeout: 120_000 }, () => {
  test('create with a password from stdin, then the member signs in to the console', async () => {
    const r = await ops(
      'a long staff password\n',
      'staff',
      'create',
      'Marta@Staff.example',
      '--name',
      'Marta',
      '--role',
      'marketer',
      '--brands',
      'WPX-PL',
      '--password-stdin',
    )
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout.trim()).toMatch(/^created marketer marta@staff\.example \(#\d+\) for WPX-PL$/)
    const c = await consoleAs(app, 'marta@staff.example', 'a long staff password')
    expect(c.jar.has('console_session')).toBe(true)
    const list = await ops(undefined, 'staff', 'list')
    expect(list.stdout).toMatch(/marta@staff\.example\s+marketer\s+WPX-PL\s+active/)
  })

  test('bad input is refused with the reason and writes nothing', async () => {
    const cases: [string | undefined, string[], RegExp][] = [
      [
        'short\n',
        ['staff', 'create', 'x@staff.example', '--name', 'X', '--role', 'marketer', '--password-stdin'],
        /password refused: too short/,
      ],
      [
        undefined,
        ['staff', 'create', 'y@staff.example', '--name', 'Y', '--role', 'boss'],
        /role must be marketer, catalogue, support, operations or ops-admin/,
      ],
      [
        undefined,
        ['staff', 'create', 'z@staff.example', '--name', 'Z', '--role', 'marketer', '--brands', 'WPX-ZZ'],
        /unknown brand WPX-ZZ/,
      ],
      [
        undefined,
        ['staff', 'create', 'marta@staff.example', '--name', 'M', '--role', 'marketer'],
        /already has a staff account/,
      ],
      [undefined, ['staff', 'assign', 'nobody@staff.example', 'WPX-PL'], /no staff account nobody@staff\.example/],
    ]
    for (const [input, args, message] of cases) {
      const r = await ops(input, ...args)
      expect(r.code, args.join(' ')).toBe(1)
      expect(r.stderr).toMatch(message)
    }
    expect((await cq.listStaff(app.db)).map((s) => s.email)).toEqual(['marta@staff.example'])
  })

  test('assign and role change what the member may do at once (their sessions end)', async () => {
    const c = await consoleAs(app, 'marta@staff.example', 'a long staff password')
    const assign = await ops(undefined, 'staff', 'assign', 'marta@staff.example', 'WPX-PL,wpx-cz')
    expect(assign.stdout.trim()).toBe('marta@staff.example: brands WPX-PL -> WPX-CZ,WPX-PL')
    expect((await c.get('/console')).status).toBe(303)
    const role = await ops(undefined, 'staff', 'role', 'marta@staff.example', 'ops-admin')
    expect(role.stdout.trim()).toBe('marta@staff.example: role marketer -> ops-admin')
    const again = await consoleAs(app, 'marta@staff.example', 'a long staff password')
    expect((await again.get('/console/staff', true)).status).toBe(200)
  })
})

describe('ops CLI: audit', { timeout: 120_000 }, () => {
  test('prints publishes with who, when and each change before -> after, filtered by brand', async () => {
    const c = await consoleAs(app, 'marta@staff.example', 'a long staff password')
    const path = '/console/brands/WPX-CZ/settings/general'
    expect((await c.post(path, { ...(await currentForm(c, path)), displayName: 'WallPix CZ' })).status).toBe(200)
    const published = (await c.post('/console/brands/WPX-CZ/publish')).json<{ auditId: number }>().auditId
    const r = await ops(undefined, 'audit', '--brand', 'WPX-CZ')
    expect(r.code, r.stderr).toBe(0)
    const lines = r.stdout.trim().split('\n')
    expect(lines[0]).toMatch(
      new RegExp(
        `^#${published}  \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}  marta@staff\\.example  WPX-CZ  publish  displayName$`,
      ),
    )
    expect(lines[1]).toBe('    displayName: "WallPix Česko" -> "WallPix CZ"')
    const all = await ops(undefined, 'audit')
    expect(all.stdout).toContain('ops-cli  (staff)  staff  role of marta@staff.example')
    expect(all.stdout).toContain('    staff.marta@staff.example.role: "marketer" -> "ops-admin"')
    expect((await ops(undefined, 'audit', '--brand', 'WPX-PL')).stdout.trim()).toBe('')
    expect((await ops(undefined, 'audit', '--brand', 'WPX-ZZ')).stderr).toMatch(/no brand WPX-ZZ/)
  })
})
