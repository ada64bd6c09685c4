import { expect, test } from 'vitest'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'
import { axeViolations } from '../helpers/axe.js'
import { placeOrderJson, readyToPlace, shopper } from '../helpers/shopper.js'
import { ES_ADDRESS } from '../helpers/addresses.js'
import { findWithdrawal } from '../../db/queries/withdrawals.js'
import * as oq from '../../db/queries/orders.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-es.localhost'

/**
 * The withdrawal function in a browser (issue 31 item 3, decision 052): a guest with an order of a catalogue product
 * opens its tracking page, presses "Withdraw from contract here" (Spanish: "Desistir del contrato aquí"), confirms with
 * their name and sees the confirmation; every page on the way has no axe violation.
 */
test('a guest withdraws from a catalogue order on the tracking page and sees the confirmation', async () => {
  const s = await shopper(env.app, HOST)
  expect((await s.post('/cart/add', { articleId: 104, quantity: 1 })).status).toBe(200)
  const placed = await placeOrderJson(s, await readyToPlace(s, 'withdrawal-e2e@example.es', ES_ADDRESS))
  expect(placed.status).toBe(200)
  const publicId = placed.json<{ order: string }>().order

  // A fresh browser: the guest comes back from the link in the mail, not from the checkout's session (CSP bypassed
  // for axe's injected script only).
  const context = await env.browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  try {
    await page.goto(siteUrl(HOST, env.app.port, `/tracking/${publicId}`))
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Desistir del contrato aquí' }).click()
    await page.waitForURL(`**/tracking/${publicId}/withdrawal`)
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('Tu nombre').fill('Lucía Pérez')
    await page.getByRole('button', { name: 'Confirmar desistimiento' }).click()
    await page.getByTestId('withdrawal-done').waitFor()
    expect(await page.getByTestId('withdrawal-done').innerText()).toContain('Recibimos tu desistimiento')
    expect(await axeViolations(page)).toEqual([])
  } finally {
    await context.close()
  }
  const order = (await oq.findOrderByPublicId(env.app.db, publicId))!
  expect((await findWithdrawal(env.app.db, order.id))?.name).toBe('Lucía Pérez')
})
