import type { CsvColumn, CsvProblem } from './catalog-csv-format.js'
import type { CsvRow } from './catalog-csv-read.js'

/** Article codes, skus, option and value keys: they go into URLs, factory job sheets and `size=10x15` lists. */
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/**
 * Reads the cells of one row, each problem named by line and column. An empty required cell is reported once by the
 * record check, so the readers here stay quiet about it and answer NaN or ''. `bad` says whether any cell failed:
 * such a row still takes part in the cross-row checks by its keys, but its numbers are not trusted.
 */
export class CellReader {
  bad = false
  constructor(
    private readonly row: CsvRow,
    private readonly problems: CsvProblem[],
  ) {}

  fail(column: CsvColumn, message: string): void {
    this.bad = true
    this.problems.push({ line: this.row.line, column, message })
  }

  text(column: CsvColumn): string {
    return this.row.cells[column]
  }

  key(column: CsvColumn): string {
    const v = this.text(column)
    if (v !== '' && !KEY.test(v))
      this.fail(column, `"${v}" is not a key (letters, digits, '.', '_' and '-', starting with a letter or digit)`)
    return v
  }

  /** A whole number at least `min` and below `below`; `what` completes "... is not". */
  whole(column: CsvColumn, what: string, min = 0, below = Number.MAX_SAFE_INTEGER): number {
    const v = this.text(column)
    if (v === '') return NaN
    if (!/^\d{1,15}$/.test(v) || Number(v) < min || Number(v) >= below) {
      this.fail(column, `"${v}" is not ${what}`)
      return NaN
    }
    return Number(v)
  }

  oneOf<T extends string>(column: CsvColumn, allowed: readonly T[], what: string): T {
    const v = this.text(column)
    if (v !== '' && !(allowed as readonly string[]).includes(v))
      this.fail(column, `"${v}" is not a known ${what} (${allowed.join(', ')})`)
    return v as T
  }

  /** `key=value;key=value`; keys are unique, and with `keysOnly` values are keys too (option values). */
  pairs(column: CsvColumn, keysOnly: boolean): Record<string, string> {
    const v = this.text(column)
    const out: Record<string, string> = {}
    if (v === '') return out
    for (const part of v.split(';')) {
      const [k = '', value, ...more] = part.split('=')
      if (value === undefined || more.length || !KEY.test(k) || value === '' || (keysOnly && !KEY.test(value))) {
        this.fail(column, `"${part}" in "${v}" is not key=value (pairs separated by ';')`)
        continue
      }
      if (Object.hasOwn(out, k)) this.fail(column, `"${k}" is named twice in "${v}"`)
      out[k] = value
    }
    return out
  }
}
