import { z } from 'zod'
import { countryOfVatId } from '../../domain/money/vat-rates.js'
import type { VatIdCheck } from '../../domain/checkout/reverse-charge.js'

/** Checks a VAT id against the EU's VIES service (decision 056). A failure is an answer (UNAVAILABLE), never a throw. */
export interface VatIdChecker {
  check(vatId: string, requesterVatId: string, now: number): Promise<VatIdCheck>
}

export const VAT_CHECK_TIMEOUT_MS = 5000

/** The part of VIES's `check-vat-number` answer the shop reads (other fields are ignored). */
const viesAnswer = z.object({
  valid: z.boolean(),
  requestIdentifier: z.string().nullish(),
  name: z.string().nullish(),
  userError: z.string().nullish(),
})

/** userError values that mean the id itself is not valid; the others (MS_UNAVAILABLE, TIMEOUT, ...) say nothing of it. */
const NOT_VALID = new Set(['VALID', 'INVALID', 'INVALID_INPUT'])

/** VIES writes "---" where a member state gives no name. */
const nameOf = (name: string | null | undefined) => (name && name !== '---' ? name.slice(0, 200) : null)

/**
 * The VIES REST API (`POST {baseUrl}/check-vat-number`, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api).
 * The seller's own VAT id goes along as the requester, so VIES returns a consultation number: the evidence that the
 * buyer's id was checked on that day. VIES answers `valid: false` with a `userError` such as MS_UNAVAILABLE when a
 * member state's register cannot be reached: that is UNAVAILABLE, not INVALID.
 */
export function viesChecker(opts: { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch }): VatIdChecker {
  const doFetch = opts.fetch ?? fetch
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/check-vat-number`
  return {
    async check(vatId, requesterVatId, now) {
      const base = { vatId, checkedAt: now, consultation: null, registeredName: null }
      const split = (id: string) => {
        const country = countryOfVatId(id)
        return { code: country === 'GR' ? 'EL' : country, number: id.slice(2) }
      }
      const buyer = split(vatId)
      const requester = split(requesterVatId)
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            countryCode: buyer.code,
            vatNumber: buyer.number,
            requesterMemberStateCode: requester.code,
            requesterNumber: requester.number,
          }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? VAT_CHECK_TIMEOUT_MS),
        })
        if (!res.ok) return { ...base, status: 'UNAVAILABLE' }
        const answer = viesAnswer.safeParse(await res.json())
        if (!answer.success) return { ...base, status: 'UNAVAILABLE' }
        const { valid, requestIdentifier, name, userError } = answer.data
        if (valid)
          return { ...base, status: 'VALID', consultation: requestIdentifier || null, registeredName: nameOf(name) }
        return { ...base, status: !userError || NOT_VALID.has(userError) ? 'INVALID' : 'UNAVAILABLE' }
      } catch {
        return { ...base, status: 'UNAVAILABLE' }
      }
    },
  }
}
