DROP TABLE `offer_texts`;--> statement-breakpoint
DROP TABLE `offers`;