import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'
import { shopper } from '../helpers/shopper.js'
import { blankDocument, type EditorDocument } from '../../server/domain/editor/editor-document.js'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(() => app.close())

const HOST = 'wpx-es.localhost'

/** A mug (its wrap 204 × 94 mm plus 2 mm bleed) with one text centred at `x`. */
const mugWithText = (x: number): EditorDocument => ({
  ...blankDocument(102),
  items: [
    {
      type: 'text',
      id: 'greeting',
      text: 'Happy birthday, Grandma',
      fontId: 'sans',
      sizeMm: 12,
      color: '#000000',
      align: 'center',
      x,
      y: 49,
      rotation: 0,
    },
  ],
})

describe('POST /cart/personalised with a text past the print area (decision 047)', () => {
  test('refused with 422 naming the text; added once the shopper confirms; a text inside needs nothing', async () => {
    const s = await shopper(app, HOST)
    const refused = await s.post('/cart/personalised', { document: mugWithText(20) })
    expect(refused.status).toBe(422)
    expect(refused.json()).toMatchObject({ error: { code: 'text_outside_print_area', texts: ['greeting'] } })
    expect((await s.cart()).lines).toHaveLength(0)

    const confirmed = await s.post('/cart/personalised', { document: mugWithText(20), acceptTextOutside: true })
    expect(confirmed.status).toBe(201)
    expect((await s.post('/cart/personalised', { document: mugWithText(104) })).status).toBe(201)
    expect((await s.cart()).lines).toHaveLength(2)
  })
})
