export * from './tenancy.js'
export * from './shop-sessions.js'
export * from './catalog.js'
export * from './cart.js'
