import { SAMPLE_ADDRESSES } from '../../scripts/screenshots/sample-addresses.js'

export interface TestAddress {
  firstName: string
  lastName: string
  street: string
  postalCode: string
  city: string
  phone: string
}

/** A deliverable Spanish address (valid postal code and phone) for checkout step 2 on the WPX-ES shop. */
export const ES_ADDRESS = SAMPLE_ADDRESSES.ES as unknown as Readonly<TestAddress>
