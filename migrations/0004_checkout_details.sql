CREATE TABLE `checkout_details` (
	`cart_id` text PRIMARY KEY NOT NULL,
	`contact` text,
	`address` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade
);
