import {
  listReviews,
  moderateReview,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '../../server/services/support/reviews.js'
import { command, fail, type Command, type CommandGroup } from './command.js'

/** `review list|approve|reject`: customer reviews appear on /reviews once approved. */

const list = command({
  options: { brand: 'string', status: 'string' },
  async run({ db }, { values }) {
    if (values.status && !(REVIEW_STATUSES as readonly string[]).includes(values.status))
      return fail(`--status must be one of ${REVIEW_STATUSES.join(', ')}`)
    const status = (values.status as ReviewStatus | undefined) ?? null
    for (const r of await listReviews(db, { brandSlug: values.brand ?? null, status }))
      console.log(
        [
          String(r.id).padStart(6),
          r.brandSlug.padEnd(6),
          r.language,
          r.status.padEnd(9),
          `${r.rating}/5`,
          r.authorFirstName,
          JSON.stringify(r.text.slice(0, 60)),
        ].join('  '),
      )
    return 0
  },
})

function decide(action: 'approve' | 'reject'): Command {
  return command({
    positionals: ['id'],
    async run({ db }, { positionals: [id] }) {
      if (!/^\d+$/.test(id ?? '')) return fail(`usage: review ${action} <id>`)
      const result = await moderateReview(db, Number(id), action === 'approve' ? 'PUBLISHED' : 'REJECTED')
      if (!result.ok) return fail(result.error)
      console.log(`review ${id} ${action === 'approve' ? 'published' : 'rejected'}`)
      return 0
    },
  })
}

export const reviewCommands: CommandGroup = {
  actions: { list, approve: decide('approve'), reject: decide('reject') },
  unknownAction: () => 'review commands: list, approve <id>, reject <id>',
}
