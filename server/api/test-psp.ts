import { Router, urlencoded } from 'express'
import { sendError } from '../http/http-error.js'
import { TEST_PSP_CHOICES, type TestPsp, type TestPspChoice } from '../services/payments/test-psp.js'

/** The action of the test PSP's hosted page (the page itself is pages/test-psp): record the choice, then go back. */
export function testPspRouter(opts: { psp: TestPsp; kick: () => void }): Router {
  const router = Router()
  router.post('/pay/:id', urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const choice = (req.body as { choice?: unknown } | undefined)?.choice
    if (!TEST_PSP_CHOICES.includes(choice as TestPspChoice))
      return sendError(res, 400, 'bad_choice', `choice must be one of ${TEST_PSP_CHOICES.join(', ')}.`)
    const result = await opts.psp.decide(req.params.id, choice as TestPspChoice)
    if (!result.ok)
      return sendError(
        res,
        result.error === 'UNKNOWN_PAYMENT' ? 404 : 409,
        result.error.toLowerCase(),
        result.error === 'UNKNOWN_PAYMENT' ? 'No such payment.' : 'This payment is already final.',
      )
    if (req.socket.localPort) opts.psp.setLoopbackPort(req.socket.localPort)
    opts.kick()
    res.redirect(303, result.returnUrl)
  })
  return router
}
