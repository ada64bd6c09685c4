import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// A newcomer reads the README and docs/ in a fresh clone: every link there must open something in that clone.
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith('.md') ? [path] : []
  })
}

const files = ['README.md', ...markdownFiles('docs')]
const repo = resolve('.')
const insideRepo = (path: string) => !relative(repo, path).startsWith('..')

const codeSpan = /`[^`\n]+`/g

/** Targets of inline links outside code spans. */
function linksOf(text: string): string[] {
  return [...text.replace(codeSpan, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((t) => !/^[a-z]+:/i.test(t) && !t.startsWith('#'))
}

/** Paths written in backticks that start by leaving the file's folder (`../...`). */
function backtickedPathsOf(text: string): string[] {
  return [...text.matchAll(/`(\.\.\/[^`\s]+)`/g)].map((m) => m[1]!)
}

describe('links in the README and docs/', () => {
  it('all point at files of this repository that exist', () => {
    const broken: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const target of linksOf(text)) {
        const path = resolve(dirname(file), decodeURI(target.split('#')[0]!))
        if (!insideRepo(path) || !existsSync(path)) broken.push(`${file}: ${target}`)
      }
      // Paths in prose are written from the repository's root, where every command runs.
      for (const path of backtickedPathsOf(text)) if (!insideRepo(resolve(path))) broken.push(`${file}: ${path}`)
    }
    expect(broken).toEqual([])
  })
})
