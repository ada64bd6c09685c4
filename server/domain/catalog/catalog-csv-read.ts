import { CsvError, parse } from 'csv-parse/sync'
import { CSV_COLUMNS, type CsvColumn, type CsvProblem } from './catalog-csv-format.js'

/** One data row of the file: the line it starts on and its cells by column name. */
export interface CsvRow {
  line: number
  cells: Record<CsvColumn, string>
}

/** Rows of the right width, and the problems of the others; not ok when nothing past the header can be trusted. */
export type ReadResult = { ok: true; rows: CsvRow[]; problems: CsvProblem[] } | { ok: false; problems: CsvProblem[] }

/**
 * Bytes to rows. Text that is not UTF-8 is refused once, naming its first line: decoding it anyway would store
 * mojibake in 12 languages' names. A byte order mark (spreadsheets write one) is dropped.
 */
export function readCatalogueCsv(bytes: Uint8Array): ReadResult {
  const text = decodeUtf8(bytes)
  if (typeof text !== 'string') return { ok: false, problems: [text] }
  let records: { record: string[]; raw: string; info: { lines: number } }[]
  try {
    // With `info` and `raw` each record comes with its text and end line (csv-parse's types do not say so). Windows
    // line ends become \n first: csv-parse counts a CRLF inside a quoted cell as two lines, which shifted every line
    // number after it; a line break inside a text is stored as \n either way.
    records = parse(text.replace(/\r\n/g, '\n'), {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const line = (error as CsvError & { lines?: number }).lines ?? 0
    return { ok: false, problems: [{ line, message: `the CSV cannot be read past this line: ${error.message}` }] }
  }
  if (records.length === 0) return { ok: false, problems: [{ line: 0, message: 'the file is empty' }] }
  const [head, ...body] = records
  const header = headerProblems(head!.record)
  if (header) return { ok: false, problems: [header] }
  const problems: CsvProblem[] = []
  const rows: CsvRow[] = []
  for (const r of body) {
    const line = startLine(r.raw, r.info.lines)
    if (r.record.length !== CSV_COLUMNS.length) {
      problems.push({ line, message: `${r.record.length} fields, the header has ${CSV_COLUMNS.length}` })
      continue
    }
    const order = head!.record as CsvColumn[]
    rows.push({ line, cells: Object.fromEntries(order.map((c, i) => [c, r.record[i]!])) as CsvRow['cells'] })
  }
  return { ok: true, rows, problems }
}

function decodeUtf8(bytes: Uint8Array): string | CsvProblem {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    // A newline byte never sits inside a multi-byte character, so lines can be decoded one by one to find the culprit.
    let line = 1
    let start = 0
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(start, i))
      } catch {
        break
      }
      line++
      start = i + 1
    }
    return { line, message: 'the file is not UTF-8 text; save it as "CSV UTF-8" and import it again' }
  }
}

/** The columns are named, so their order is free; a missing, unknown or repeated one is refused before any row. */
function headerProblems(header: string[]): CsvProblem | undefined {
  const known = new Set<string>(CSV_COLUMNS)
  const missing = CSV_COLUMNS.filter((c) => !header.includes(c))
  const unknown = header.filter((c) => !known.has(c))
  const repeated = header.filter((c, i) => header.indexOf(c) !== i)
  const parts = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    unknown.length ? `unknown ${unknown.map((c) => JSON.stringify(c)).join(', ')}` : '',
    repeated.length ? `repeated ${repeated.join(', ')}` : '',
  ].filter(Boolean)
  if (parts.length === 0) return undefined
  return { line: 1, message: `header columns: ${parts.join('; ')} (expected: ${CSV_COLUMNS.join(',')})` }
}

/** csv-parse counts the line a record ends on; a quoted cell may span lines and blank lines may precede it. */
function startLine(raw: string, endLine: number): number {
  const own = raw.replace(/^\n+/, '').replace(/\n$/, '')
  return endLine - (own.match(/\n/g)?.length ?? 0)
}
