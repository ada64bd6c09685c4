import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: {'id': 'helpTopicId'},
} satisfies Config
