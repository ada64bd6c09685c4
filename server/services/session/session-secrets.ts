import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { randomBytes } from 'node:crypto'

/**
 * A fresh clone has no SESSION_SECRETS; rather than refuse to start, generate one secret and keep it
 * beside the database so sessions survive restarts. Production sets SESSION_SECRETS explicitly.
 */
export function loadOrCreateSessionSecrets(file: string): [string, string][] {
  return [['local', loadOrCreateSecret(file)]]
}

/** A random secret kept in `file` (created on first use, readable by the owner only). */
export function loadOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim()
    if (secret.length >= 32) return secret
  }
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
