-- Insertion order: SQLite lists a table's rows by rowid, and two queries order by it (payment attempts and required
-- actions of an order, which can share a millisecond). PostgreSQL gets the same column, filled from a sequence;
-- drizzle selects name their columns, so nothing else sees it.
ALTER TABLE "payments" ADD COLUMN "rowid" bigserial;
--> statement-breakpoint
ALTER TABLE "user_required_actions" ADD COLUMN "rowid" bigserial;
