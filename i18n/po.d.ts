declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** Built by i18n/page-message-ids-plugin.ts: page id -> the message ids its browser code uses (null in development). */
declare module 'virtual:page-message-ids' {
  const byPage: Readonly<Record<string, readonly string[]>> | null
  export default byPage
}
