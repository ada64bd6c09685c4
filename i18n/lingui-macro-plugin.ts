import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

/** Which Babel parser plugins a module needs: TypeScript for .ts, JSX too for .tsx, JSX alone for .jsx. */
function parserPluginsFor(id: string): ('typescript' | 'jsx')[] {
  const path = id.split('?', 1)[0] ?? id
  if (path.endsWith('.tsx')) return ['typescript', 'jsx']
  if (path.endsWith('.ts') || path.endsWith('.mts')) return ['typescript']
  if (path.endsWith('.jsx')) return ['jsx']
  return []
}

/**
 * Lingui's macros are a Babel plugin; this runs it, before every other transform, on the modules that import a
 * macro (decision 002). Babel does the work; this only hands it the module. It replaces @rolldown/plugin-babel,
 * whose `engines` exclude Node 20 (an EBADENGINE warning on every `npm ci` of a supported runtime).
 */
export function linguiMacros(): Plugin {
  return {
    name: 'shop:lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: /@lingui\/(?:core|react)\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: 'module', plugins: parserPluginsFor(id) },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        })
        if (!result?.code) return undefined
        return { code: result.code, map: result.map }
      },
    },
  }
}
