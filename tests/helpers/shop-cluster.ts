import { spawn, type ChildProcess } from 'node:child_process'
import { createEmptyDatabase, dropTestDatabase, TEST_DATABASE_URL } from './test-database.js'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { request } from 'undici'
import type { HttpClient, TestResponse } from './test-app.js'

// Several `node dist/server/server.mjs` instances on one database and one data folder, behind nginx, as
// docs/deploy.md describes a scaled-out shop (tests/scale).

const root = resolve(fileURLToPath(import.meta.url), '../../..')

/** The shared database of a cluster: the instances' settings for it, and how to get rid of it afterwards. */
export interface ClusterDatabase {
  kind: 'sqlite' | 'postgres'
  /** DATABASE_PATH or DATABASE_URL (and DATABASE_PATH for the data folder), identical for every instance. */
  env: Record<string, string>
  drop(): Promise<void>
}

/**
 * The one switch between the databases a cluster can share. With TEST_DATABASE_URL (a postgres:// URL of a server on
 * which the test may CREATE DATABASE) every instance gets DATABASE_URL=<that server>/<a fresh database>; without it,
 * one SQLite file in the shared data folder (two processes on one WAL file is a supported setup).
 */
export async function clusterDatabase(dataDir: string): Promise<ClusterDatabase> {
  const sqlite = { DATABASE_PATH: join(dataDir, 'shop.db') }
  if (!TEST_DATABASE_URL) return { kind: 'sqlite', env: sqlite, drop: async () => {} }
  // An empty database: the instances migrate (one of them, under the advisory lock) and seed it as a first start.
  const url = await createEmptyDatabase()
  return {
    kind: 'postgres',
    // The demo secrets generated at start and the stored files live in the data folder (DATABASE_PATH's folder,
    // STORAGE_PATH's default) on either engine.
    env: { DATABASE_URL: url, ...sqlite },
    drop: async () => dropTestDatabase(url),
  }
}

/**
 * nginx as the shop's reverse proxy: loopback only, round robin over the instances, the client's Host and
 * X-Forwarded-For passed on. `X-Upstream` names the instance that answered (for the tests; not for production).
 * Everything it writes (pid, logs, request-body buffers) stays in `dir`.
 */
export function nginxConfig(dir: string, port: number, upstreamPorts: number[]): string {
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')
  // Started as root (CI), nginx's workers would run as nobody and could not write the cache under the test's private
  // temporary folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=shop_pages:10m max_size=256m inactive=10m use_temp_path=off;

  # A request with one of the shop's own cookies has its own page (session, sign-in, preview, device class): it goes to
  # an instance, whose page cache splices that visitor's parts in. The rest (first visits, crawlers) may share pages.
  map $http_cookie $shop_own_page {
    default "";
    "~(^|;)\\s*(shop_session|auth_session|console_preview|viewport)=" "1";
  }
  # One stored body per encoding the instances send (brotli, gzip, none), whatever the browser's exact header.
  map $http_accept_encoding $shop_encoding {
    default "";
    "~*(^|[ ,])br([ ,;]|$)" "br";
    "~*(^|[ ,])gzip([ ,;]|$)" "gzip";
  }

  upstream shop {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    # Uploads take up to 25 MB (photos) and are streamed by the shop: no buffering of the body here.
    client_max_body_size 30m;
    proxy_request_buffering off;
    # Content-hashed build assets: during a rolling deploy an instance of the other release answers 404 for them, so
    # a 404 tries the next instance (GET only; the tests do not run two releases).
    location /assets/ {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout http_404;
    }
    # The host's build and config version (decision 039), asked once a second at most: part of every page's key.
    location = /_page-version {
      internal;
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_pass_request_body off;
      proxy_set_header Content-Length "";
      proxy_cache shop_pages;
      proxy_cache_key "version $host";
      proxy_cache_lock on;
      proxy_next_upstream error timeout;
    }
    location / {
      auth_request /_page-version;
      auth_request_set $shop_page_version $upstream_http_x_page_version;
      proxy_cache shop_pages;
      proxy_cache_key "$shop_page_version $host $request_uri $shop_encoding";
      proxy_cache_bypass $shop_own_page;
      proxy_no_cache $shop_own_page;
      # Vary: Cookie is handled by the bypass above, Accept-Encoding by the key.
      proxy_ignore_headers Vary;
      proxy_set_header Accept-Encoding $shop_encoding;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      proxy_cache_background_update on;
      add_header X-Proxy-Cache $upstream_cache_status always;
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that refuses the connection is skipped; a POST already sent is never sent twice (nginx's rule
      # for non-idempotent requests), so the client retries it with the same idempotency key.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 65s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}

export interface Nginx {
  port: number
  output(): string
  stop(): Promise<void>
}

/** nginx in the foreground (`daemon off`), a child of the test, with its config and files under `dir`. */
export async function startNginx(dir: string, port: number, upstreamPorts: number[]): Promise<Nginx> {
  mkdirSync(dir, { recursive: true })
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig(dir, port, upstreamPorts))
  const child: ChildProcess = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf, '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT') // graceful: open requests finish
    const hard = setTimeout(() => child.kill('SIGKILL'), 3_000)
    await exited
    clearTimeout(hard)
  }
  const deadline = Date.now() + 10_000
  let last = 'no answer'
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}`)
    try {
      const res = await request(`http://127.0.0.1:${port}/healthz`, { headers: { host: 'wpx-es.localhost' } })
      last = `${res.statusCode}: ${await res.body.text()}`
      if (res.statusCode === 200) break
    } catch (e) {
      // not listening yet
      last = String(e)
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`nginx did not answer within 10 s (last: ${last}):\n${output}${errorLog(dir)}`)
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  return { port, output: () => output, stop }
}

export interface Target {
  name: string
  port: number
}

export interface ClusterResponse extends TestResponse {
  /** The instance that answered: the target itself, or the upstream nginx chose (its X-Upstream header). */
  servedBy: string
}

/** One HTTP request to a target with an explicit Host header (Node's fetch would overwrite it). */
export async function send(
  target: Target,
  instances: readonly Target[],
  host: string,
  path: string,
  init: Parameters<HttpClient['request']>[2] = {},
): Promise<ClusterResponse> {
  const res = await request(`http://127.0.0.1:${target.port}${path}`, {
    method: init.method ?? 'GET',
    headers: { host, ...init.headers },
    body: init.body,
    // A request nobody answers fails with a message naming it instead of running into the test's timeout.
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
  })
  const bytes = Buffer.from(await res.body.arrayBuffer())
  const text = bytes.toString('utf8')
  const sc = res.headers['set-cookie']
  // nginx names every upstream it tried ("127.0.0.1:1, 127.0.0.1:2"); the last one answered.
  const upstream = String(res.headers['x-upstream'] ?? '')
    .split(',')
    .at(-1)!
    .trim()
  const viaProxy = instances.find((i) => upstream === `127.0.0.1:${i.port}`)
  return {
    status: res.statusCode,
    headers: res.headers,
    text,
    bytes,
    json: <T>() => JSON.parse(text) as T,
    setCookies: sc === undefined ? [] : Array.isArray(sc) ? sc : [sc],
    servedBy: viaProxy ? viaProxy.name : upstream ? `unknown ${upstream}` : target.name,
  }
}

/**
 * A client whose k-th request goes to `targets[k % targets.length]`: a browser whose requests land on different
 * instances. `log` records, per request, where it was sent and which instance answered.
 */
export function alternating(targets: readonly Target[], instances: readonly Target[]) {
  const log: { path: string; sentTo: string; servedBy: string; status: number }[] = []
  let k = 0
  const client: HttpClient = {
    async request(host, path, init) {
      const target = targets[k++ % targets.length]!
      const res = await send(target, instances, host, path, init)
      log.push({ path, sentTo: target.name, servedBy: res.servedBy, status: res.status })
      return res
    },
  }
  return { client, log }
}

export interface CliResult {
  code: number | null
  stdout: string
  stderr: string
}

/** `npm run ops|tenant -- ...` (the compiled CLI of the build) with the instances' own settings. */
export function runCli(
  cli: 'ops' | 'tenant',
  env: Record<string, string>,
  args: readonly string[],
  input = '',
): Promise<CliResult> {
  return new Promise((done) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
    delete childEnv.NODE_ENV
    const child = spawn(process.execPath, ['scripts/run.js', cli, ...args], { cwd: root, env: childEnv })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => done({ code, stdout, stderr }))
    child.stdin.end(input)
  })
}

function errorLog(dir: string): string {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8')
  } catch {
    return ''
  }
}
