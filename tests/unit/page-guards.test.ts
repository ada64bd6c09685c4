import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { assertKnownGuards, pageConfigFiles } from '../../pages/guards/check-page-guards.js'
import { GUARDS } from '../../pages/guards/registry.js'

const SPEC_GUARDS = [
  'allow-accounts-invoices',
  'allow-accounts-orders',
  'allow-accounts-tickets',
  'allow-customer-make-orders',
  'allow-login-or-guest-checkout',
  'force-ssr',
  'login-redirection-by-cart',
  'redirect-contact-if-logged',
  'redirect-empty-cart',
  'redirect-empty-customer',
  'redirect-not-foticos',
  'set-constructor-layout',
  'tracking-redirect-if-logged',
]

test('every named guard of the spec is registered', () => {
  expect(Object.keys(GUARDS).sort()).toEqual(SPEC_GUARDS.sort())
})

test('the real pages name only known guards', async () => {
  expect((await pageConfigFiles('pages')).length).toBeGreaterThan(35)
  await expect(assertKnownGuards('pages')).resolves.toBeUndefined()
})

test('a page naming an unknown guard stops start-up with "Unknown route middleware"', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pages-'))
  mkdirSync(join(dir, 'broken'))
  writeFileSync(
    join(dir, 'broken', '+config.ts'),
    "export default { guards: ['redirect-empty-cart', 'allow-everything'] }\n",
  )
  await expect(assertKnownGuards(dir)).rejects.toThrow(/^Unknown route middleware: allow-everything/)
})
