import pino, { type Logger } from 'pino'
import pretty from 'pino-pretty'
import type { Env } from './env.js'

export type { Logger }

export type LogFormat = 'json' | 'pretty'

/**
 * JSON lines unless a person is reading: the demo started in a terminal gets readable lines beside its start banner;
 * live mode, and any output that goes to a pipe or a file (a log collector, the tests), gets JSON. LOG_FORMAT decides
 * when set.
 */
export function logFormat(env: Pick<Env, 'LOG_FORMAT' | 'SHOP_MODE'>, toTerminal: boolean): LogFormat {
  return env.LOG_FORMAT ?? (env.SHOP_MODE === 'demo' && toTerminal ? 'pretty' : 'json')
}

export function createLogger(level: string, format: LogFormat = 'json', destination?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  }
  if (format === 'json') return destination ? pino(options, destination) : pino(options)
  // Formatted on the main thread, line by line as written: no transport worker to wait for at exit.
  const stream = pretty({
    sync: true,
    colorize: !destination && process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    ...(destination ? { destination } : {}),
  })
  return pino(options, stream)
}
