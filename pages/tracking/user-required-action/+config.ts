import type { Config } from 'vike/types'

export default {
  layout: 'master',
  params: { public_id: 'nonBlank', user_required_action_public_id: 'nonBlank' },
} satisfies Config
