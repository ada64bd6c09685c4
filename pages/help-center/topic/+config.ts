import type { Config } from 'vike/types'

export default {
  layout: 'master',
  cache: 'public',
  params: { id: 'helpId' },
} satisfies Config
