CREATE TABLE `storage_usage` (
	`key` text PRIMARY KEY NOT NULL,
	`bytes` integer NOT NULL
);
