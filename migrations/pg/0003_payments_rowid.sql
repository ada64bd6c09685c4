-- paymentsOfOrder lists an order's payment attempts in insertion order, `ORDER BY rowid` (attempts made within one
-- millisecond included; callers take the last one as the current attempt). PostgreSQL has no rowid: without this
-- column the statement failed and every order placement answered 500. An identity column of that name, unknown to
-- drizzle (never selected or inserted), gives PostgreSQL the same insertion order; existing rows are numbered now.
ALTER TABLE "payments" ADD COLUMN "rowid" bigint GENERATED ALWAYS AS IDENTITY;
