-- Work queued before the job runner existed (decision 020) becomes jobs. Unsent mail: queued, or dead when it had
-- used up the old 8 tries (those rows used to block the outbox). Undelivered test PSP webhooks: queued, or dead
-- when the PSP had given up (next attempt at Number.MAX_SAFE_INTEGER).
INSERT INTO `jobs` (`kind`, `ref`, `status`, `attempts`, `next_attempt_at`, `last_error`, `created_at`, `updated_at`)
SELECT 'mail', CAST(`id` AS TEXT), CASE WHEN `attempts` >= 8 THEN 'dead' ELSE 'queued' END, `attempts`, `created_at`,
  `last_error`, `created_at`, `created_at`
FROM `email_outbox` WHERE `sent_at` IS NULL;
--> statement-breakpoint
INSERT INTO `jobs` (`kind`, `ref`, `status`, `attempts`, `next_attempt_at`, `last_error`, `created_at`, `updated_at`)
SELECT 'test-psp-webhook', `event_id`, CASE WHEN `next_attempt_at` >= 9007199254740991 THEN 'dead' ELSE 'queued' END,
  `attempts`,
  CASE WHEN `next_attempt_at` >= 9007199254740991 THEN CAST(strftime('%s', 'now') AS INTEGER) * 1000
    ELSE `next_attempt_at` END,
  `last_error`,
  CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM `test_psp_deliveries` WHERE `delivered_at` IS NULL;
