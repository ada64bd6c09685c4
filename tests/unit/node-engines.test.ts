import { readFileSync } from 'node:fs'
import { minVersion, satisfies, validRange } from 'semver'
import { describe, expect, it } from 'vitest'

// `npm ci` warns EBADENGINE for every installed package whose `engines.node` excludes the running Node. The README
// promises every runtime our own `engines` allows: each of its ranges' lowest versions must satisfy every package
// the lockfile installs, or a newcomer's first command prints a warning about a runtime we call supported.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }>
}

/** npm skips a package built for another platform, and so never checks its engines here. */
function installsHere(entry: { os?: string[]; cpu?: string[] }): boolean {
  const allows = (list: string[] | undefined, value: string) =>
    !list || list.includes(value) || (list.some((item) => item.startsWith('!')) && !list.includes(`!${value}`))
  return allows(entry.os, process.platform) && allows(entry.cpu, process.arch)
}

function lowestSupported(range: string): string[] {
  return range.split('||').map((part) => {
    const lowest = minVersion(part.trim())
    if (!lowest) throw new Error(`engines.node part ${part} has no lowest version`)
    return lowest.version
  })
}

describe('Node versions in engines', () => {
  const supported = lowestSupported(pkg.engines.node)

  it('reads at least one supported runtime from engines', () => {
    expect(validRange(pkg.engines.node)).not.toBeNull()
    expect(supported.length).toBeGreaterThan(0)
  })

  it('installs no package whose engines exclude a supported runtime', () => {
    const excluded: string[] = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      const engines = entry.engines
      const node = Array.isArray(engines) ? undefined : engines?.node
      if (!path || !node || !installsHere(entry)) continue
      for (const version of supported)
        if (!satisfies(version, node)) excluded.push(`${path} (${node}) excludes Node ${version}`)
    }
    expect(excluded).toEqual([])
  })
})
