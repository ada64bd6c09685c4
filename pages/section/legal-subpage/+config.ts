import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: { subpage: 'legalSubpage' },
  cache: 'public',
} satisfies Config
