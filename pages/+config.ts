// https://vike.dev/config
import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

export default {
  extends: [vikeReact],
  // Only public, per-request fields reach the browser; never a DB row or a secret.
  passToClient: [
    'tenant',
    'locale',
    'localePrefix',
    'logicalPath',
    'deviceClass',
    'buildId',
    'user',
    'authCsrf',
    'preview',
    'shopMode',
    'pageMessages',
  ],
  meta: {
    layout: { env: { server: true, client: true } },
    // Also read at build time, where vite.config.ts checks every name against the registry.
    guards: { env: { server: true, config: true } },
    params: { env: { server: true } },
    requiredQuery: { env: { server: true } },
    auth: { env: { server: true } },
    cache: { env: { server: true } },
  },
  layout: 'master',
  auth: 'any',
  cache: 'private',
  guards: [],
  // Pages' own data is rendered on the server; the client hydrates.
  ssr: true,
} satisfies Config
