import { defineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import { GUARDS, UnknownGuardError } from './pages/guards/registry.js'
import { pageMessageIds } from './i18n/page-message-ids-plugin.js'
import { linguiMacros } from './i18n/lingui-macro-plugin.js'

/**
 * Lingui: the macros need a Babel pass before the React plugin sees the JSX (decision 002), and `.po` imports
 * compile the catalogs. Babel runs only on files that import a macro. Shared with vitest.config.ts and with the
 * launcher's run of TypeScript sources (scripts/run.js, mode `scripts`).
 */
export function linguiPlugins(): PluginOption[] {
  return [linguiMacros(), lingui()]
}

/** Build-time check that every page names only registered guards (spec: "Unknown route middleware"). */
function knownGuards(getVikeConfig: typeof import('vike/plugin').getVikeConfig): Plugin {
  return {
    name: 'shop:known-guards',
    apply: 'build',
    buildStart() {
      for (const [pageId, page] of Object.entries(getVikeConfig().pages)) {
        for (const name of page.config.guards ?? [])
          if (!Object.hasOwn(GUARDS, name)) throw new UnknownGuardError(name, pageId)
      }
    },
  }
}

// One build: the client, Vike's SSR bundle and, in the same SSR environment, the server and the two CLIs, so they
// share one copy of every server module with the page hooks (decision 018). Vike's plugin is imported only for
// those: importing it marks the process as a Vite dev setup, and the production pages that benchmarks load through
// mode `scripts` (scripts/run.js ts) then refuse to render.
// Vike adds a code-splitting group for CSS whose name is a function (its workaround for vikejs/vike#1815), and Rolldown
// asks for a `debugName` on such groups for its timing report: a warning on every build about code that is not ours.
const quietLogs: NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onLog'] = (level, log, handler) => {
  if (log.code === 'MISSING_CODE_SPLITTING_GROUP_DEBUG_NAME') return
  handler(level, log)
}

export default defineConfig(async ({ mode, command }): Promise<UserConfig> => {
  if (mode === 'scripts') return { plugins: linguiPlugins(), logLevel: 'warn' }
  const { default: vike, getVikeConfig } = await import('vike/plugin')
  return {
    // pageMessageIds: which catalog messages each page's browser code uses, for the server to send (decision 032).
    plugins: [...linguiPlugins(), react(), vike(), knownGuards(getVikeConfig), pageMessageIds()],
    // A build prints its warnings and errors, not a table of every emitted file (scripts/run.js names the build).
    logLevel: command === 'build' ? 'warn' : 'info',
    build: {
      assetsInlineLimit: 0,
      reportCompressedSize: false,
      rolldownOptions: { onLog: quietLogs, checks: { pluginTimings: false } },
    },
    environments: {
      // The libraries every page loads (React, Vike's client router, vike-react, Lingui) in one chunk with Vike's
      // client entry: one request and one brotli stream instead of three (decision 032).
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@lingui|@brillout)[\\/]/,
                  },
                ],
              },
            },
          },
        },
      },
      ssr: {
        build: {
          rollupOptions: {
            input: {
              server: 'server/main.ts',
              'ops-cli': 'scripts/ops-cli.ts',
              'tenant-cli': 'scripts/tenant-cli.ts',
            },
          },
        },
      },
    },
  }
})
