import { proxyPort, startDelayProxy } from './delay-proxy.js'

/**
 * The delay proxy in a process of its own (bench/engines.ts), so its timers do not share the event loop of the
 * process that measures. Arguments: target host, target port, delay in ms; prints the port it listens on.
 */
const [host = '127.0.0.1', port = '5432', delay = '1'] = process.argv.slice(2)
const server = await startDelayProxy({ host, port: Number(port) }, Number(delay))
console.log(proxyPort(server))
