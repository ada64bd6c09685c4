-- The few SQLite functions the shared schema and queries use, so the same SQL runs on both engines (decision 029).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unixepoch() RETURNS bigint LANGUAGE sql STABLE AS $$ SELECT extract(epoch FROM now())::bigint $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION instr(haystack text, needle text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT strpos(haystack, needle) $$;
