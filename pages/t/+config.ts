import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: {'slug': 'nonBlank'},
} satisfies Config
