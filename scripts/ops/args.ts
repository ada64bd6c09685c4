import { parseArgs as parseNodeArgs } from 'node:util'

/**
 * Option parsing for the ops CLI on `node:util` parseArgs: `--name value` or `--name=value`, values taken verbatim
 * (so `--amount -5` reaches the command's own check instead of being taken for an option). Everything a command
 * does not declare is refused before it runs: unknown options, an option given twice or without its value, a
 * value for a switch, and more arguments than the command takes.
 */

type OptionKind = 'string' | 'boolean'

export interface ArgSpec<O extends string> {
  /** Names of the positional arguments, in order; any beyond them is refused. */
  positionals?: readonly string[]
  options?: Readonly<Record<O, OptionKind>>
}

export interface Parsed<O extends string> {
  /** Positional arguments by position; a missing one is undefined (the command names what is missing). */
  positionals: (string | undefined)[]
  /** String options with their value; switches (boolean options) as 'true' when given. */
  values: Partial<Record<O, string>>
}

export type ParseResult<O extends string> = { ok: true; value: Parsed<O> } | { ok: false; error: string }

export function parseCommandArgs<O extends string>(args: readonly string[], spec: ArgSpec<O>): ParseResult<O> {
  const declared = (spec.options ?? {}) as Record<string, OptionKind>
  const names = Object.keys(declared)
  // strict: false so this module words the refusals (and a value may start with a dash); the tokens say what was typed.
  const { tokens } = parseNodeArgs({
    args: [...args],
    options: Object.fromEntries(names.map((name) => [name, { type: declared[name]! }])),
    allowPositionals: true,
    strict: false,
    tokens: true,
  })
  const values: Partial<Record<string, string>> = {}
  const positionals: string[] = []
  const max = spec.positionals?.length ?? 0
  for (const token of tokens) {
    if (token.kind === 'positional') {
      if (positionals.length >= max) return { ok: false, error: `unexpected argument "${token.value}"` }
      positionals.push(token.value)
    } else if (token.kind === 'option') {
      if (!Object.hasOwn(declared, token.name))
        return {
          ok: false,
          error: names.length
            ? `unknown flag ${token.rawName} (known: ${names.map((n) => `--${n}`).join(', ')})`
            : `unknown flag ${token.rawName} (this command takes none)`,
        }
      const kind = declared[token.name]
      if (values[token.name] !== undefined) return { ok: false, error: `${token.rawName} given twice` }
      if (kind === 'string' && token.value === undefined) return { ok: false, error: `${token.rawName} needs a value` }
      if (kind === 'boolean' && token.inlineValue) return { ok: false, error: `${token.rawName} takes no value` }
      values[token.name] = kind === 'boolean' ? 'true' : token.value!
    }
  }
  return {
    ok: true,
    value: {
      positionals: [...positionals, ...Array<undefined>(max - positionals.length)],
      values: values as Partial<Record<O, string>>,
    },
  }
}
