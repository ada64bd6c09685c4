import { readFileSync } from 'node:fs'

export interface PoEntry {
  id: string
  translation: string
  /** Source files the message appears in (from `#:` reference comments). */
  files: string[]
}

/** Minimal PO reader for Lingui catalogs: msgid/msgstr with continuation lines and `#:` references. */
export function readPo(path: string): Map<string, PoEntry> {
  const entries = new Map<string, PoEntry>()
  let id: string | null = null
  let str: string | null = null
  let files: string[] = []
  let field: 'id' | 'str' | null = null
  const flush = () => {
    if (id !== null && id !== '') entries.set(id, { id, translation: str ?? '', files })
    id = str = field = null
    files = []
  }
  const unquote = (s: string) => JSON.parse(s) as string
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('#:')) {
      if (field === 'str') flush()
      files.push(
        ...line
          .slice(2)
          .trim()
          .split(/\s+/)
          .map((ref) => ref.replace(/:\d+$/, '')),
      )
    } else if (line.startsWith('msgid ')) {
      if (field === 'str') flush()
      id = unquote(line.slice(6))
      field = 'id'
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7))
      field = 'str'
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id += unquote(line)
      else str += unquote(line)
    } else if (line.trim() === '') {
      flush()
    }
  }
  flush()
  return entries
}
