import { defineConfig } from 'drizzle-kit'

// PostgreSQL migrations, generated from the tables derived from db/schema (decision 029): npm run db:generate
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/postgres/pg-tables.ts',
  out: './migrations/pg',
})
