/**
 * Entry of the built server (dist/server/server.mjs, `npm run serve`). A build is production: NODE_ENV defaults to
 * it here, before React and Vike are loaded (they pick their production code when loaded, and static imports would
 * be evaluated before this line). `npm run dev` loads server/index.ts through Vite instead (scripts/run.js).
 */
process.env['NODE_ENV'] ??= 'production'
await import('./index.js')

export {}
