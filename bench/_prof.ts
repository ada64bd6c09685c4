process.env.NODE_ENV ||= 'production'
import autocannon from 'autocannon'
const { startTestApp } = await import('../tests/helpers/test-app.js')
const app = await startTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PAGE_CACHE_MB: '64' })
await app.request('wpx-es.localhost', '/')
await app.request('wpx-es.localhost', '/')
const r = await autocannon({ url: `http://127.0.0.1:${app.port}/`, connections: 50, duration: 5, headers: { host: 'wpx-es.localhost' }, workers: 1 })
console.log('req/s', r.requests.average, 'p99', r.latency.p99)
await app.close()
