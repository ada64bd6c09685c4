import { describe, expect, test } from 'vitest'
import { siteUrl, setupE2eEnvironment, waitForHydration } from '../helpers/browser.js'

const env = setupE2eEnvironment()
const HOST = 'wpx-es.localhost'

describe('a text past the print area (issue 29 item 5, decision 047)', () => {
  test('is warned about beside the text and before adding to the cart, then added once confirmed', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(siteUrl(HOST, env.app.port, '/create/102?new=1'))
      await waitForHydration(page)
      await page.getByTestId('editor').waitFor({ timeout: 30_000 })
      await page.getByTestId('add-text').click()
      await page.getByTestId('text-input').fill('Happy birthday, Grandma')
      expect(await page.getByTestId('text-outside').count()).toBe(0)
      expect(await page.getByTestId('text-outside-warning').count()).toBe(0)

      // Moved towards the mug's left edge: half of it would be cut off.
      await page.getByTestId('item-x').fill('10')
      await page.getByTestId('text-outside').waitFor()
      await page.getByTestId('text-outside-warning').waitFor()

      await page.getByTestId('editor-add-to-cart').click()
      await page.getByTestId('confirm-text-outside').waitFor()
      await Promise.all([
        page.waitForURL(/\/cart\?added=102-1/, { timeout: 60_000 }),
        page.getByTestId('confirm-low-dpi').click(),
      ])
    } finally {
      await page.close()
    }
  }, 120_000)
})
