export * from './tenancy.js'
export * from './shop-sessions.js'
