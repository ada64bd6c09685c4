export * from './tenancy.js'
