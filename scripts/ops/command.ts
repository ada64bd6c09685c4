import { readFileSync } from 'node:fs'
import type { Db } from '../../db/client.js'
import type { Env } from '../../server/env.js'
import type { originFactory } from '../../server/origin.js'
import type { TenantRegistry } from '../../server/services/tenancy/tenant-registry.js'
import { parseCommandArgs, type ArgSpec, type Parsed } from './args.js'

/** What every ops command gets: the database, the environment, the tenant registry and the time of the call. */
export interface OpsContext {
  db: Db
  env: Env
  registry: TenantRegistry
  originOf: ReturnType<typeof originFactory>
  now: number
}

/** One command: the arguments it takes (checked before it runs) and what it does; returns the exit code. */
export interface Command<O extends string = string> extends ArgSpec<O> {
  run(ctx: OpsContext, args: Parsed<O>): number | Promise<number>
}

/** A command group (`order`, `staff`, ...): its actions, and the answer to an action it does not have. */
export interface CommandGroup {
  actions: Readonly<Record<string, Command>>
  /** The error for an unknown or missing action (exit 1); without it the usage text is shown (exit 2). */
  unknownAction?: (action: string | undefined) => string
}

/** Declares a command with its option names typed from its spec. */
export function command<O extends string = never>(c: Command<O>): Command {
  return c
}

/** Parses the arguments against the command's spec and runs it; refused arguments exit 1 without running. */
export async function runCommand(c: Command, ctx: OpsContext, args: readonly string[]): Promise<number> {
  const parsed = parseCommandArgs(args, c)
  return parsed.ok ? await c.run(ctx, parsed.value) : fail(parsed.error)
}

export function fail(message: string): number {
  console.error(`error: ${message}`)
  return 1
}

/** A timestamp as `2026-11-23 14:05` (UTC). */
export const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16)

/** A password piped on stdin (`--password-stdin`), without its final newline. */
export const readPasswordStdin = () => readFileSync(0, 'utf8').replace(/\r?\n$/, '')
