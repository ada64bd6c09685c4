import module from 'node:module'

/**
 * Entry of the built server (dist/server/server.mjs, `npm run serve`). A build is production: NODE_ENV defaults to
 * it here, before React and Vike are loaded (they pick their production code when loaded, and static imports would
 * be evaluated before this line). `npm run dev` loads server/index.ts through Vite instead (scripts/run.js).
 */
process.env['NODE_ENV'] ??= 'production'
// Node 22.1+ keeps V8's compiled code of the build between starts (in the OS temp folder); a no-op on Node 20.
;(module as { enableCompileCache?: () => unknown }).enableCompileCache?.()
await import('./index.js')

export {}
