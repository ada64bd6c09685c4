import { describe, expect, test } from 'vitest'
import type { Translate } from '../i18n/server-messages.js'
import { ENGLISH_INVOICE_LABELS } from '../services/accounts/partner-invoice-pdf.js'
import { INVOICE_MESSAGES, invoiceLabels } from './invoice-messages.js'

describe('invoice message descriptors', () => {
  test("the English source texts are the renderer's English labels, key for key", () => {
    const english = Object.fromEntries(Object.entries(INVOICE_MESSAGES).map(([k, m]) => [k, m.message]))
    expect(english).toEqual(ENGLISH_INVOICE_LABELS)
  })

  test('invoiceLabels translates each label into the requested language and leaves placeholders to the renderer', () => {
    const calls: string[] = []
    const fake: Translate = (language, message, values) => {
      calls.push(`${language}:${message.id}:${values ? 'values' : ''}`)
      return `[${language}] ${message.message}`
    }
    const labels = invoiceLabels(fake, 'pl')
    expect(labels.title).toBe('[pl] Commission statement')
    expect(labels.vat).toBe('[pl] VAT {rate} %')
    expect(labels.page).toBe('[pl] Page {page} of {pages}')
    expect(calls).toHaveLength(Object.keys(ENGLISH_INVOICE_LABELS).length)
    expect(calls.every((c) => c.startsWith('pl:') && c.endsWith(':'))).toBe(true)
  })
})
