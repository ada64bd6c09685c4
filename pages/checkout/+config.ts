import type { Config } from 'vike/types'

export default {
  layout: 'light',
  guards: [
    'allow-login-or-guest-checkout',
    'redirect-empty-cart',
    'redirect-empty-customer',
    'allow-customer-make-orders',
  ],
} satisfies Config
