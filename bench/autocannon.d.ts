// Minimal typings for the parts of autocannon 8 (which ships none) that bench/ uses.
declare module 'autocannon' {
  export interface Options {
    url: string
    connections?: number
    duration?: number
    /** Worker threads firing the requests (connections are divided amongst them). */
    workers?: number
    pipelining?: number
    timeout?: number
    headers?: Record<string, string>
    method?: string
    title?: string
    /** Requests each connection sends in turn, from the first, over and over. */
    requests?: { method?: string; path: string; headers?: Record<string, string> }[]
  }

  /** Percentile summary of a histogram, e.g. latency in ms or requests per second. */
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p97_5: number
    p99: number
    [percentile: string]: number
  }

  export interface Result {
    url: string
    connections: number
    duration: number
    errors: number
    timeouts: number
    mismatches: number
    non2xx: number
    resets: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void
    on(event: string, listener: (...args: unknown[]) => void): this
  }

  function autocannon(opts: Options): Instance
  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): Instance

  export default autocannon
}
