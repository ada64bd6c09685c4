import { defineConfig, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import vike from 'vike/plugin'

/**
 * Lingui: the macros need a Babel pass before the React plugin sees the JSX (decision 002), and `.po` imports
 * compile the catalogs. Babel runs only on files that import a macro. Shared with vitest.config.ts.
 */
export function linguiPlugins(): PluginOption[] {
  const macros = defineRolldownBabelPreset({
    preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
    rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
  })
  return [babel({ presets: [macros] }), lingui()]
}

export default defineConfig({
  plugins: [...linguiPlugins(), react(), vike()],
  build: { assetsInlineLimit: 0 },
})
