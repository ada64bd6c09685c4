import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: {'id': 'digits'},
} satisfies Config
