import { describe, expect, test } from 'vitest'
import { readTicketAction, readTicketForm, readTicketSearch } from './ticket-forms.js'

const NOW = Date.UTC(2026, 10, 30, 9)

describe('the inbox filters', () => {
  test('mine, nobody and a member id; an age in days before now', () => {
    const mine = readTicketSearch({ assignee: 'mine', status: 'PENDING', age: '3' }, 7, NOW)
    expect(mine).toMatchObject({
      ok: true,
      search: { assignedStaffId: 7, status: 'PENDING', updatedBefore: NOW - 3 * 86_400_000 },
    })
    expect(readTicketSearch({ assignee: 'none' }, 7, NOW)).toMatchObject({
      ok: true,
      search: { assignedStaffId: null },
    })
    expect(readTicketSearch({ assignee: '12' }, 7, NOW)).toMatchObject({ ok: true, search: { assignedStaffId: 12 } })
    expect(readTicketSearch({}, 7, NOW)).toMatchObject({ ok: true, search: { assignedStaffId: undefined } })
  })

  test('a malformed filter is named, never read as "no filter"', () => {
    const bad = readTicketSearch({ status: 'OPEN', channel: 'e-mail', assignee: 'them', age: 'old' }, 7, NOW)
    expect(bad).toMatchObject({ ok: false, invalid: ['status', 'channel', 'assignee', 'age'] })
  })
})

describe('the posted actions', () => {
  test('each action read strictly', () => {
    expect(readTicketAction({ action: 'assign', assignee: 'me' }, 7)).toEqual({ kind: 'assign', staffId: 7 })
    expect(readTicketAction({ action: 'assign', assignee: 'none' }, 7)).toEqual({ kind: 'assign', staffId: null })
    expect(readTicketAction({ action: 'assign', assignee: 'x' }, 7)).toBeNull()
    expect(readTicketAction({ action: 'close' }, 7)).toEqual({ kind: 'status', to: 'ARCHIVED' })
    expect(readTicketAction({ action: 'status', to: 'OPEN' }, 7)).toBeNull()
    expect(readTicketAction({ action: 'note', note: '  ' }, 7)).toBeNull()
    expect(readTicketAction({ action: 'delete' }, 7)).toBeNull()
  })

  test('a form needs its one-time key and the version of the page', () => {
    expect(readTicketForm({ formKey: 'abcdef0123456789-reply', version: '1764493200000.2.0.0' })).toEqual({
      formKey: 'abcdef0123456789-reply',
      version: '1764493200000.2.0.0',
    })
    expect(readTicketForm({ formKey: 'short', version: '1.2.0.0' })).toBeNull()
    expect(readTicketForm({ formKey: 'abcdef0123456789-reply', version: '1.2' })).toBeNull()
  })
})
