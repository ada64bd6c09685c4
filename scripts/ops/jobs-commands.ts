import * as jq from '../../db/queries/jobs.js'
import { command, fail, when, type CommandGroup } from './command.js'

/**
 * `jobs list|retry`: the background jobs (mail, test PSP webhooks) waiting, running or dead (decision 020). A retried
 * job gets a fresh set of attempts and is due at once; a running shop picks it up on its next sweep (about 1 s).
 */

const isStatus = (s: string): s is jq.JobStatus => (jq.JOB_STATUSES as readonly string[]).includes(s)

const list = command({
  options: { status: 'string', kind: 'string', limit: 'string' },
  async run({ db }, { values }) {
    if (values.status !== undefined && !isStatus(values.status))
      return fail(`--status must be one of ${jq.JOB_STATUSES.join(', ')}`)
    if (values.limit !== undefined && !/^[1-9]\d{0,3}$/.test(values.limit))
      return fail('--limit must be a number from 1 to 9999')
    const counts = await jq.countJobs(db)
    console.log(
      counts.length ? counts.map((c) => `${c.kind} ${c.status}: ${c.count}`).join(', ') : 'no background jobs waiting',
    )
    const jobs = await jq.listJobs(db, {
      status: values.status as jq.JobStatus | undefined,
      kind: values.kind,
      limit: Number(values.limit ?? 50),
    })
    for (const j of jobs)
      console.log(
        [
          String(j.id).padStart(6),
          j.kind.padEnd(16),
          j.ref.padEnd(28),
          j.status.padEnd(7),
          `${j.attempts} tries`.padEnd(9),
          j.status === 'dead' ? `since ${when(j.updatedAt)}` : `next ${when(j.nextAttemptAt)}`,
          j.lastError ? JSON.stringify(j.lastError.slice(0, 120)) : '',
        ]
          .join('  ')
          .trimEnd(),
      )
    return 0
  },
})

const retry = command({
  positionals: ['id'],
  options: { dead: 'boolean', kind: 'string' },
  async run({ db, now }, { positionals: [id], values }) {
    if (values.dead) {
      if (id !== undefined) return fail('give a job id or --dead, not both')
      console.log(`${await jq.requeueDeadJobs(db, values.kind ?? null, now)} dead jobs queued again`)
      return 0
    }
    if (values.kind) return fail('--kind goes with --dead')
    if (!/^\d+$/.test(id ?? '')) return fail('usage: jobs retry <id> | jobs retry --dead [--kind mail]')
    if (!(await jq.requeueJob(db, Number(id), now))) return fail(`no dead or queued job ${id}`)
    console.log(`job ${id} queued again`)
    return 0
  },
})

export const jobsCommands: CommandGroup = {
  actions: { list, retry },
  unknownAction: () => 'jobs commands: list [--status queued|running|dead] [--kind mail], retry <id> | --dead',
}
