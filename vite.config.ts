import { defineConfig, type Plugin, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import vike from 'vike/plugin'
import { getVikeConfig } from 'vike/plugin'
import { GUARDS, UnknownGuardError } from './pages/guards/registry.js'

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
function knownGuards(): Plugin {
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
// share one copy of every server module with the page hooks (decision 018).
export default defineConfig(({ mode }) =>
  mode === 'scripts'
    ? { plugins: linguiPlugins(), logLevel: 'warn' }
    : {
        plugins: [...linguiPlugins(), react(), vike(), knownGuards()],
        build: { assetsInlineLimit: 0 },
        environments: {
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
      },
)
