import { STAFF_ROLES } from '../../server/domain/console/staff-rules.js'
import { OPS_CLI_ACTOR } from '../../server/services/console/audit.js'
import {
  assignBrands,
  createStaff,
  listStaffLines,
  setDisabled,
  setRole,
  setStaffPassword,
  type StaffResult,
} from '../../server/services/console/staff-admin.js'
import { storedBrands } from './brand-lookup.js'
import { command, fail, readPasswordStdin, type Command, type CommandGroup, type OpsContext } from './command.js'

/** `staff list|create|assign|role|password|disable|enable`: marketer console accounts (separate from customers). */

const brandSlugs = async (ctx: OpsContext) => (await storedBrands(ctx)).map((b) => b.slug)

/** The success line, or the service's reason as the error. */
function done<T>(result: StaffResult<T>, line: (value: T) => string): number {
  if (!result.ok) return fail(result.message)
  console.log(line(result.value))
  return 0
}

const list = command({
  async run({ db }) {
    for (const s of await listStaffLines(db))
      console.log(
        [
          String(s.id).padStart(4),
          s.email.padEnd(32),
          s.role.padEnd(9),
          s.brands.join(',') || '-',
          s.disabled ? 'DISABLED' : s.hasPassword ? 'active' : 'no password',
        ].join('  '),
      )
    return 0
  },
})

const create = command({
  positionals: ['email'],
  options: { name: 'string', role: 'string', brands: 'string', 'password-stdin': 'boolean' },
  async run(ctx, { positionals: [email], values }) {
    if (!email)
      return fail('usage: staff create <email> --name "Ana" --role marketer [--brands WPX-PL] [--password-stdin]')
    const input = {
      email,
      name: values.name ?? '',
      role: values.role ?? '',
      brands: (values.brands ?? '').split(','),
      password: values['password-stdin'] ? readPasswordStdin() : null,
    }
    return done(
      await createStaff(ctx.db, OPS_CLI_ACTOR, input, await brandSlugs(ctx), ctx.now),
      (s) =>
        `created ${s.role} ${s.email} (#${s.id}) for ${s.brands.join(',') || (s.role === 'ops-admin' ? 'every brand' : 'no brand yet')}${s.hasPassword ? '' : '; set a password with staff password <email> --password-stdin'}`,
    )
  },
})

const assign = command({
  positionals: ['email', 'brands'],
  async run(ctx, { positionals: [email, list] }) {
    if (!email || list === undefined) return fail('usage: staff assign <email> WPX-PL,WPX-CZ')
    return done(
      await assignBrands(ctx.db, OPS_CLI_ACTOR, email, list.split(','), await brandSlugs(ctx), ctx.now),
      (r) => `${email}: brands ${r.before.join(',') || 'none'} -> ${r.after.join(',') || 'none'}`,
    )
  },
})

const role = command({
  positionals: ['email', 'role'],
  async run({ db, now }, { positionals: [email, role] }) {
    if (!email || !role) return fail(`usage: staff role <email> ${STAFF_ROLES.join('|')}`)
    return done(await setRole(db, OPS_CLI_ACTOR, email, role, now), (r) => `${email}: role ${r.before} -> ${r.after}`)
  },
})

const password = command({
  positionals: ['email'],
  options: { 'password-stdin': 'boolean' },
  async run({ db, now }, { positionals: [email], values }) {
    if (!email || !values['password-stdin']) return fail('usage: staff password <email> --password-stdin')
    return done(
      await setStaffPassword(db, OPS_CLI_ACTOR, email, readPasswordStdin(), now),
      () => `${email}: password set; their sessions ended`,
    )
  },
})

function disabling(action: 'disable' | 'enable'): Command {
  return command({
    positionals: ['email'],
    async run({ db, now }, { positionals: [email] }) {
      if (!email) return fail(`usage: staff ${action} <email>`)
      return done(await setDisabled(db, OPS_CLI_ACTOR, email, action === 'disable', now), () => `${email}: ${action}d`)
    },
  })
}

export const staffCommands: CommandGroup = {
  actions: { list, create, assign, role, password, disable: disabling('disable'), enable: disabling('enable') },
  unknownAction: (action) =>
    `unknown staff command ${action ?? ''} (list, create, assign, role, password, disable, enable)`,
}
