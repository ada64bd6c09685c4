import { defineConfig, type Plugin, type PluginOption, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import { GUARDS, UnknownGuardError } from './pages/guards/registry.js'
import { pageMessageIds } from './i18n/page-message-ids-plugin.js'

/**
 * Lingui: the macros need a Babel pass before the React plugin sees the JSX (decision 002), and `.po` imports
 * compile the catalogs. Babel runs only on files that import a macro. Shared with vitest.config.ts and with the
 * launcher's run of TypeScript sources (scripts/run.js, mode `scripts`).
 */
export function linguiPlugins(): PluginOption[] {
  const macros = defineRolldownBabelPreset({
    preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  })
  return [babel({ presets: [macros] }), lingui()]
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
export default defineConfig(async ({ mode }): Promise<UserConfig> => {
  if (mode === 'scripts') return { plugins: linguiPlugins(), logLevel: 'warn' }
  const { default: vike, getVikeConfig } = await import('vike/plugin')
  return {
    // pageMessageIds: which catalog messages each page's browser code uses, for the server to send (decision 032).
    plugins: [...linguiPlugins(), react(), vike(), knownGuards(getVikeConfig), pageMessageIds()],
    build: { assetsInlineLimit: 0 },
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
