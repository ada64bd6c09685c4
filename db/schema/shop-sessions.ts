import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/** Shop sessions kept on the server (SESSION_PROVIDER=server); the cookie then only carries the sealed id. */
export const shopSessions = sqliteTable('shop_sessions', {
  id: text('id').primaryKey(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  data: text('data', { mode: 'json' }).notNull(),
})
