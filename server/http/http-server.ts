import { createServer, type RequestListener, type Server } from 'node:http'

/**
 * Timeouts of the shop's HTTP server (decision 025), for a shop behind a reverse proxy:
 * - headers: a client has 20 s to send the request line and headers (a slow-headers client holds a socket no longer);
 * - request: the whole request, body included, within 60 s (a 25 MB upload needs about 3.5 Mbit/s); Node's default
 *   of 300 s let slow upload bodies hold memory and sockets for five minutes. The check runs every 2 s, so a request
 *   is cut at most 2 s late (Node's default check every 30 s would let it run on to 90 s);
 * - keep-alive: idle connections stay open 65 s, longer than the 60 s idle timeout of common proxies and load
 *   balancers, so the proxy closes first and never sends a request on a socket the shop is closing.
 */
export interface HttpTimeouts {
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  checkIntervalMs: number
}

export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 2_000,
}

export function createHttpServer(handler?: RequestListener, timeouts: HttpTimeouts = HTTP_TIMEOUTS): Server {
  const server = createServer({
    headersTimeout: timeouts.headersTimeoutMs,
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    connectionsCheckingInterval: timeouts.checkIntervalMs,
  })
  if (handler) server.on('request', handler)
  return server
}
