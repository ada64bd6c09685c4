/**
 * CPU time per uncached render of the home, landing, design and tag pages, one request at a time, for comparing two
 * builds on a busy machine (decision 044): run it in each tree in turn, several times, and compare the medians. It is
 * the "per uncached render" part of bench/ssr-throughput.ts without the load runs, so a round takes seconds and the
 * rounds of the two trees can be interleaved. BENCH_RENDERS renders per page (default 300) after as many untimed.
 * Run with `NODE_ENV=production node scripts/run.js ts bench/render-cpu.ts` after `npm run build`.
 */
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const HOST = 'wpx-es.localhost'
const RENDERS = Number(process.env.BENCH_RENDERS ?? 300)

process.env.NODE_ENV ||= 'production'
process.chdir(resolve(dirname(fileURLToPath(import.meta.url)), '..'))
if (!existsSync(resolve('dist/server/entry.mjs'))) {
  console.error('No production build in dist/: run "npm run build" first.')
  process.exit(1)
}
const { startTestApp } = await import('../tests/helpers/test-app.js')

const app = await startTestApp({ NODE_ENV: 'production', PAGE_CACHE_MB: '0' }, { keepLogs: false })
try {
  const home = (await app.request(HOST, '/')).text
  const link = (re: RegExp, what: string) => {
    const href = re.exec(home)?.[1]
    if (!href) throw new Error(`no ${what} link on the home page`)
    return encodeURI(decodeURI(href))
  }
  const pages = [
    { name: 'home', path: '/' },
    { name: 'landing', path: link(/<a class="banner" href="([^"]+)"/, 'landing') },
    { name: 'design', path: link(/href="(\/design\/[^/"]+\/\d+)"/, 'design') },
    { name: 'tag', path: link(/href="(\/t\/[^/"]+)"/, 'tag') },
  ]
  const figures: string[] = []
  for (const p of pages) {
    for (let i = 0; i < RENDERS; i++) await app.request(HOST, p.path)
    const cpu = process.cpuUsage()
    for (let i = 0; i < RENDERS; i++) {
      const res = await app.request(HOST, p.path)
      if (res.status !== 200) throw new Error(`GET ${p.path} returned ${res.status}`)
    }
    const used = process.cpuUsage(cpu)
    figures.push(`${p.name} ${((used.user + used.system) / 1000 / RENDERS).toFixed(2)}`)
  }
  console.log(`ms CPU per uncached render (process, incl. the HTTP client): ${figures.join(' / ')}`)
} finally {
  await app.close()
}
process.exit(0)
