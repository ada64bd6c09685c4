export { CARRIER_NAMES } from '../server/domain/vocabulary/brand-names.js'
