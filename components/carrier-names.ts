export { CARRIER_NAMES } from '../server/domain/brand-names.js'
