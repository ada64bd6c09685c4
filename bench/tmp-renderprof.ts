import { request } from 'undici'
process.env.NODE_ENV ||= 'production'
const { startTestApp } = await import('../tests/helpers/test-app.js')
const app = await startTestApp({ NODE_ENV: 'production', PAGE_CACHE_MB: '0' }, { keepLogs: false })
const path = process.env.P ?? '/'
const get = async () => { const r = await request(`http://127.0.0.1:${app.port}${path}`, { headers: { host: 'wpx-es.localhost' } }); await r.body.dump(); if (r.statusCode !== 200) throw new Error(String(r.statusCode)) }
for (let i = 0; i < 100; i++) await get()
const { Session } = await import('node:inspector/promises')
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 100 }); await s.post('Profiler.start')
const N = 400
const cpu = process.cpuUsage()
for (let i = 0; i < N; i++) await get()
const u = process.cpuUsage(cpu)
const { profile } = await s.post('Profiler.stop')
console.log('cpu per render ms', ((u.user + u.system) / 1000 / N).toFixed(3))
const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const selfT = new Map<number, number>()
profile.samples!.forEach((id: number, i: number) => selfT.set(id, (selfT.get(id) ?? 0) + (profile.timeDeltas![i] ?? 0)))
const label = (n: any) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, 'nm:').split('/').slice(-3).join('/')}:${n.callFrame.lineNumber}`
const incl = new Map<string, number>(); const self = new Map<string, number>()
let total = 0
for (const [id, t] of selfT) {
  total += t
  self.set(label(nodes.get(id)), (self.get(label(nodes.get(id))) ?? 0) + t)
  const seen = new Set<string>()
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) { const l = label(nodes.get(cur)); if (!seen.has(l)) { seen.add(l); incl.set(l, (incl.get(l) ?? 0) + t) } }
}
const show = (m: Map<string, number>, n: number, title: string) => { console.log(title); for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log((100 * t / total).toFixed(1).padStart(5), k) }
show(self, 35, 'SELF'); show(incl, 70, 'INCLUSIVE')
await app.close()
