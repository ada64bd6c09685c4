import { request as undiciRequest } from 'undici'

export interface TestResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  /** The body as received (for binary answers: ZIP, PDF). */
  bytes: Buffer
  json<T = unknown>(): T
  setCookies: string[]
}

export interface RequestInit {
  method?: 'GET' | 'POST' | 'HEAD'
  headers?: Record<string, string>
  body?: string | Buffer
}

/** One HTTP request to a server on 127.0.0.1:port with an explicit Host header (Node's fetch would overwrite it). */
export async function httpRequest(
  port: number,
  host: string,
  path: string,
  init: RequestInit = {},
): Promise<TestResponse> {
  const res = await undiciRequest(`http://127.0.0.1:${port}${path}`, {
    method: init.method ?? 'GET',
    headers: { host, ...init.headers },
    body: init.body,
  })
  const bytes = Buffer.from(await res.body.arrayBuffer())
  const text = bytes.toString('utf8')
  const sc = res.headers['set-cookie']
  return {
    status: res.statusCode,
    headers: res.headers,
    text,
    bytes,
    json: <T>() => JSON.parse(text) as T,
    setCookies: sc === undefined ? [] : Array.isArray(sc) ? sc : [sc],
  }
}
