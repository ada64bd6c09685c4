import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseEnv as parseEnvFile } from 'node:util'

export type EnvSource = Readonly<Record<string, string | undefined>>

/**
 * The settings the shop reads, the same way in the server and in the ops and tenant CLIs (so a link the ops CLI
 * prints names the origin the shop serves): the process environment over an optional env file, `ENV_FILE` or else
 * `.env` in the working directory when there is one. A variable set in the environment wins over the file.
 */
export function readEnvSource(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): EnvSource {
  const file = resolve(cwd, env.ENV_FILE || '.env')
  if (!existsSync(file)) {
    if (env.ENV_FILE) throw new Error(`ENV_FILE: no such file ${file}`)
    return env
  }
  return { ...parseEnvFile(readFileSync(file, 'utf8')), ...env }
}
