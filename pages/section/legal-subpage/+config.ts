import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: { subpage: 'legalSubpage' },
} satisfies Config
