import * as sq from '../../db/queries/support.js'
import { createServerTranslator } from '../../server/i18n/server-messages.js'
import {
  answerTicket,
  closeTicket,
  shortTicketNumber,
  ticketThread,
  type TicketDeps,
} from '../../server/services/support/tickets.js'
import { findBrand } from './brand-lookup.js'
import { command, fail, when, type CommandGroup, type OpsContext } from './command.js'

/** `ticket list|show|reply|close`: <ticket> is the public id or its T-XXXXXXXX number. */

async function findTicket({ db }: OpsContext, ref: string | undefined) {
  const id = (ref ?? '').trim().toLowerCase().replace(/^t-/, '')
  const t =
    id.length === 26
      ? await sq.findTicketByPublicId(db, id)
      : (await sq.listTickets(db, { brandSlug: null, status: null })).find(
          (x) => x.publicId.startsWith(id) && id.length === 8,
        )
  if (!t) throw new Error(`no ticket ${ref ?? ''}`)
  return t
}

/** What answering and closing need: the mail text (no attachment is stored on these paths). */
const ticketDeps = ({ db, now }: OpsContext): TicketDeps => ({
  db,
  now: () => now,
  translate: createServerTranslator(),
})

const list = command({
  options: { brand: 'string', status: 'string' },
  async run({ db }, { values }) {
    for (const t of await sq.listTickets(db, { brandSlug: values.brand ?? null, status: values.status ?? null }))
      console.log(
        [
          shortTicketNumber(t.publicId),
          t.publicId,
          t.brandSlug.padEnd(6),
          t.status.padEnd(8),
          t.email.padEnd(28),
          JSON.stringify(t.subject),
          when(t.updatedAt),
        ].join('  '),
      )
    return 0
  },
})

const show = command({
  positionals: ['ticket'],
  async run(ctx, { positionals: [ref] }) {
    const t = await findTicket(ctx, ref)
    console.log(JSON.stringify({ ...t, messages: await ticketThread(ctx.db, t) }, null, 2))
    return 0
  },
})

const reply = command({
  positionals: ['ticket'],
  options: { message: 'string', name: 'string' },
  async run(ctx, { positionals: [ref], values }) {
    const t = await findTicket(ctx, ref)
    const brand = await findBrand(ctx, t.brandSlug)
    if (!brand) return fail(`no brand ${t.brandSlug}`)
    const result = await answerTicket(
      ticketDeps(ctx),
      brand,
      t,
      values.name ?? 'Customer service',
      values.message ?? '',
    )
    if (!result.ok)
      return fail(result.error === 'CLOSED' ? 'the ticket is closed' : '--message needs at least 2 characters')
    console.log(`answered ${shortTicketNumber(t.publicId)}; the mail goes out with the running server`)
    return 0
  },
})

const close = command({
  positionals: ['ticket'],
  async run(ctx, { positionals: [ref] }) {
    const t = await findTicket(ctx, ref)
    if (!(await closeTicket(ticketDeps(ctx), t)).ok) return fail('the ticket is already closed')
    console.log(`closed ${shortTicketNumber(t.publicId)}`)
    return 0
  },
})

export const ticketCommands: CommandGroup = {
  actions: { list, show, reply, close },
  unknownAction: () => 'ticket commands: list, show, reply, close',
}
