CREATE TABLE "affiliate_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"site_code" text NOT NULL,
	"customer_id" text NOT NULL,
	"device_footprint" text NOT NULL,
	"domain" text NOT NULL,
	"url" text NOT NULL,
	"ip" text,
	"campaign" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"brand_slug" text,
	"created_at" bigint NOT NULL,
	"last_used_at" bigint,
	"revoked_at" bigint,
	CONSTRAINT "api_keys_name_unique" UNIQUE("name"),
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "article_availability" (
	"article_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	"site_code" text DEFAULT '*' NOT NULL,
	CONSTRAINT "article_availability_article_id_brand_slug_site_code_pk" PRIMARY KEY("article_id","brand_slug","site_code")
);
--> statement-breakpoint
CREATE TABLE "article_prices" (
	"article_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "article_prices_article_id_currency_pk" PRIMARY KEY("article_id","currency")
);
--> statement-breakpoint
CREATE TABLE "article_texts" (
	"article_id" bigint NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"name_plural" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "article_texts_article_id_language_pk" PRIMARY KEY("article_id","language")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"print_width_mm" bigint NOT NULL,
	"print_height_mm" bigint NOT NULL,
	"min_dpi" bigint NOT NULL,
	"attributes" text NOT NULL,
	"popularity" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "articles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" bigint NOT NULL,
	"staff_id" bigint,
	"staff_email" text NOT NULL,
	"brand_slug" text,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"changes" text NOT NULL,
	"rollback_of" bigint,
	"rolled_back_by" bigint
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "banner_texts" (
	"banner_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"cta" text NOT NULL,
	CONSTRAINT "banner_texts_banner_id_language_pk" PRIMARY KEY("banner_id","language")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"landing_id" bigint NOT NULL,
	"hue" bigint NOT NULL,
	"position" bigint NOT NULL,
	CONSTRAINT "banners_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "brand_assets" (
	"brand_slug" text NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" bigint NOT NULL,
	"height" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "brand_assets_brand_slug_sha256_pk" PRIMARY KEY("brand_slug","sha256")
);
--> statement-breakpoint
CREATE TABLE "brand_content" (
	"brand_slug" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"theme" text NOT NULL,
	"allow_decimals" integer NOT NULL,
	"features" text NOT NULL,
	"analytics" text NOT NULL,
	"legal" text NOT NULL,
	"hreflang_x_default" text,
	"theme_tokens" text,
	"help_center" text,
	"chat" text,
	"payments" text,
	"updated_at" bigint DEFAULT (unixepoch() * 1000) NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"article_id" bigint NOT NULL,
	"design_id" bigint,
	"personalised_design_id" text,
	"quantity" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"brand_slug" text NOT NULL,
	"site_code" text NOT NULL,
	"promotion_code" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_details" (
	"cart_id" text PRIMARY KEY NOT NULL,
	"contact" text,
	"address" text,
	"shipment" text,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_version" (
	"id" bigint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_drafts" (
	"staff_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	"changes" text NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "console_drafts_staff_id_brand_slug_pk" PRIMARY KEY("staff_id","brand_slug")
);
--> statement-breakpoint
CREATE TABLE "console_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"staff_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	"path" text DEFAULT '/' NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"address" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"email" text NOT NULL,
	"email_verified_at" bigint,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"birth_date" text,
	"kind" text DEFAULT 'customer' NOT NULL,
	"permissions" text NOT NULL,
	"can_make_orders" integer DEFAULT 1 NOT NULL,
	"newsletter" integer DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_tags" (
	"design_id" bigint NOT NULL,
	"tag_id" bigint NOT NULL,
	CONSTRAINT "design_tags_design_id_tag_id_pk" PRIMARY KEY("design_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "design_texts" (
	"design_id" bigint NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "design_texts_design_id_language_pk" PRIMARY KEY("design_id","language")
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"article_id" bigint NOT NULL,
	"motif" text NOT NULL,
	"hue" bigint NOT NULL,
	"media_kind" text NOT NULL,
	"popularity" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" text,
	"created_at" bigint NOT NULL,
	"sent_at" bigint,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "help_categories" (
	"id" bigint PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_category_texts" (
	"category_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "help_category_texts_brand_slug_language_category_id_pk" PRIMARY KEY("brand_slug","language","category_id")
);
--> statement-breakpoint
CREATE TABLE "help_topic_texts" (
	"topic_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"keywords" text NOT NULL,
	CONSTRAINT "help_topic_texts_brand_slug_language_topic_id_pk" PRIMARY KEY("brand_slug","language","topic_id")
);
--> statement-breakpoint
CREATE TABLE "help_topics" (
	"id" bigint PRIMARY KEY NOT NULL,
	"category_id" bigint NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"status" text NOT NULL,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"claimed_by" text,
	"lease_until" bigint,
	"last_error" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_texts" (
	"landing_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"body" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "landing_texts_landing_id_language_pk" PRIMARY KEY("landing_id","language")
);
--> statement-breakpoint
CREATE TABLE "landings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"list_mode" text NOT NULL,
	"tag_id" bigint,
	"article_id" bigint,
	"position" bigint NOT NULL,
	CONSTRAINT "landings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"confirm_token_hash" text,
	"created_at" bigint NOT NULL,
	"confirmed_at" bigint,
	"unsubscribed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "offer_texts" (
	"offer_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "offer_texts_offer_id_language_pk" PRIMARY KEY("offer_id","language")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"discount_percent" bigint NOT NULL,
	"valid_from" bigint NOT NULL,
	"valid_to" bigint NOT NULL,
	"landing_id" bigint NOT NULL,
	CONSTRAINT "offers_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"from_status" bigint,
	"to_status" bigint,
	"shipment_state" text,
	"actor" text NOT NULL,
	"note" text,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"article_id" bigint NOT NULL,
	"article_name" text NOT NULL,
	"design_id" bigint,
	"design_name" text,
	"personalised_design_id" text,
	"quantity" bigint NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"line_total_minor" bigint NOT NULL,
	"url_preview" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status" bigint NOT NULL,
	"reason" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"brand_slug" text NOT NULL,
	"site_code" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"session_id" text NOT NULL,
	"customer_id" bigint,
	"cart_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" bigint NOT NULL,
	"contact" text NOT NULL,
	"address" text NOT NULL,
	"shipment" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_kind" text NOT NULL,
	"promotion_code" text,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"shipping_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"tracking_number" text,
	"shipment_state" text,
	"attribution" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "orders_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "page_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"site_code" text NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"title" text,
	"referrer" text,
	"platform" text,
	"mobile" integer NOT NULL,
	"ip" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_settings" (
	"customer_id" bigint PRIMARY KEY NOT NULL,
	"affiliate_id" bigint NOT NULL,
	"payout_iban" text,
	"payout_holder" text,
	"commission_percent" bigint DEFAULT 10 NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "partner_settings_affiliate_id_unique" UNIQUE("affiliate_id")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"psp_reference" text NOT NULL,
	"event_code" text NOT NULL,
	"success" integer NOT NULL,
	"merchant_reference" text NOT NULL,
	"original_reference" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"body" text NOT NULL,
	"received_at" bigint NOT NULL,
	"applied_at" bigint
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"redirect_url" text,
	"outcome" text,
	"psp_reference" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personalised_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"brand_slug" text NOT NULL,
	"article_id" bigint NOT NULL,
	"design_id" bigint,
	"status" text NOT NULL,
	"document" text NOT NULL,
	"print_file" text,
	"preview_file" text,
	"print_width_px" bigint,
	"print_height_px" bigint,
	"print_dpi" bigint,
	"min_photo_dpi" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_file_downloads" (
	"order_line_id" bigint PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"count" bigint NOT NULL,
	"first_at" bigint NOT NULL,
	"last_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" text NOT NULL,
	"brand_slug" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"currency" text,
	"min_subtotal_minor" bigint NOT NULL,
	"valid_from" bigint NOT NULL,
	"valid_to" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"value" double precision NOT NULL,
	"at" bigint NOT NULL,
	"next_at" bigint,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"provider_ref" text,
	"actor" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_slug" text NOT NULL,
	"language" text NOT NULL,
	"rating" bigint NOT NULL,
	"text" text NOT NULL,
	"author_first_name" text NOT NULL,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"customer_id" bigint,
	"order_id" bigint,
	"design_id" bigint,
	"article_id" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_designs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"article_id" bigint NOT NULL,
	"design_id" bigint,
	"name" text NOT NULL,
	"project_kind" text DEFAULT 'PRIVATE' NOT NULL,
	"state" text,
	"published" integer DEFAULT 0 NOT NULL,
	"popularity" bigint DEFAULT 0 NOT NULL,
	"sales_count" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	"data" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"site_id" bigint NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_languages" (
	"site_id" bigint NOT NULL,
	"language" text NOT NULL,
	"hreflang" text NOT NULL,
	"path_prefix" text,
	"position" bigint NOT NULL,
	CONSTRAINT "site_languages_site_id_language_pk" PRIMARY KEY("site_id","language")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" bigint NOT NULL,
	"code" text NOT NULL,
	"display_name" text,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"payment_methods" text NOT NULL,
	"carriers" text NOT NULL,
	"shipment_modes" text DEFAULT '["ADDRESS","PICKPOINT"]' NOT NULL,
	"free_shipping_from_minor" bigint NOT NULL,
	"updated_at" bigint DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_brands" (
	"staff_id" bigint NOT NULL,
	"brand_slug" text NOT NULL,
	CONSTRAINT "staff_brands_staff_id_brand_slug_pk" PRIMARY KEY("staff_id","brand_slug")
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"disabled_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "staff_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "storage_usage" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_texts" (
	"tag_id" bigint NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "tag_texts_tag_id_language_pk" PRIMARY KEY("tag_id","language")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"category" text,
	"popularity" bigint NOT NULL,
	CONSTRAINT "tags_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "test_psp_deliveries" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" bigint NOT NULL,
	"next_attempt_at" bigint NOT NULL,
	"delivered_at" bigint,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "test_psp_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "test_psp_payments_merchant_reference_unique" UNIQUE("merchant_reference")
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"author" text NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"brand_slug" text NOT NULL,
	"site_code" text NOT NULL,
	"language" text NOT NULL,
	"customer_id" bigint,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"order_public_id" text,
	"chat_owner" text,
	"email_confirmed_at" bigint,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "tickets_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"brand_slug" text NOT NULL,
	"sha256" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"width" bigint,
	"height" bigint,
	"stored_as" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_required_actions" (
	"public_id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"return_id" bigint,
	"kind" text NOT NULL,
	"data" text,
	"created_at" bigint NOT NULL,
	"completed_at" bigint
);
--> statement-breakpoint
CREATE TABLE "webhook_receipts" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" bigint NOT NULL,
	CONSTRAINT "webhook_receipts_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "article_availability" ADD CONSTRAINT "article_availability_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_prices" ADD CONSTRAINT "article_prices_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_texts" ADD CONSTRAINT "article_texts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_texts" ADD CONSTRAINT "banner_texts_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_details" ADD CONSTRAINT "checkout_details_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_drafts" ADD CONSTRAINT "console_drafts_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_previews" ADD CONSTRAINT "console_previews_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_tags" ADD CONSTRAINT "design_tags_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_tags" ADD CONSTRAINT "design_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_texts" ADD CONSTRAINT "design_texts_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_category_texts" ADD CONSTRAINT "help_category_texts_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topic_texts" ADD CONSTRAINT "help_topic_texts_topic_id_help_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."help_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_topics" ADD CONSTRAINT "help_topics_category_id_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_texts" ADD CONSTRAINT "landing_texts_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landings" ADD CONSTRAINT "landings_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landings" ADD CONSTRAINT "landings_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_texts" ADD CONSTRAINT "offer_texts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_landing_id_landings_id_fk" FOREIGN KEY ("landing_id") REFERENCES "public"."landings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_settings" ADD CONSTRAINT "partner_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_file_downloads" ADD CONSTRAINT "print_file_downloads_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_designs" ADD CONSTRAINT "saved_designs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_languages" ADD CONSTRAINT "site_languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_brands" ADD CONSTRAINT "staff_brands_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_texts" ADD CONSTRAINT "tag_texts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_psp_deliveries" ADD CONSTRAINT "test_psp_deliveries_payment_id_test_psp_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_psp_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_message_id_ticket_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."ticket_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_required_actions" ADD CONSTRAINT "user_required_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_required_actions" ADD CONSTRAINT "user_required_actions_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_hits_customer_created" ON "affiliate_hits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_brand" ON "audit_log" USING btree ("brand_slug","id");--> statement-breakpoint
CREATE INDEX "auth_sessions_customer" ON "auth_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_customer" ON "auth_tokens" USING btree ("customer_id","purpose");--> statement-breakpoint
CREATE INDEX "cart_lines_cart" ON "cart_lines" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_site" ON "carts" USING btree ("session_id","brand_slug","site_code");--> statement-breakpoint
CREATE INDEX "console_previews_staff" ON "console_previews" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_brand_email" ON "customers" USING btree ("brand_slug","email");--> statement-breakpoint
CREATE INDEX "design_tags_tag" ON "design_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "designs_article" ON "designs" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "designs_popularity" ON "designs" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "email_outbox_pending" ON "email_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "help_topic_texts_topic" ON "help_topic_texts" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "help_topics_category" ON "help_topics" USING btree ("category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_ref" ON "jobs" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "landing_texts_slug" ON "landing_texts" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_brand_email" ON "newsletter_subscriptions" USING btree ("brand_slug","email");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_order" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_brand_idempotency" ON "orders" USING btree ("brand_slug","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_brand_status" ON "orders" USING btree ("brand_slug","status");--> statement-breakpoint
CREATE INDEX "orders_session" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "page_events_brand_created" ON "page_events" USING btree ("brand_slug","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_event" ON "payment_notifications" USING btree ("provider","psp_reference","event_code");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "personalised_designs_owner" ON "personalised_designs" USING btree ("owner","brand_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "personalised_designs_one_draft" ON "personalised_designs" USING btree ("owner","brand_slug","article_id") WHERE status = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_brand_code" ON "promotions" USING btree ("brand_slug","code");--> statement-breakpoint
CREATE INDEX "rate_limits_expires" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_brand" ON "reviews" USING btree ("brand_slug","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_design" ON "reviews" USING btree ("design_id","brand_slug","language","status");--> statement-breakpoint
CREATE INDEX "saved_designs_customer" ON "saved_designs" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_brand_code" ON "sites" USING btree ("brand_id","code");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_texts_slug" ON "tag_texts" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "test_psp_deliveries_due" ON "test_psp_deliveries" USING btree ("delivered_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "ticket_attachments_message" ON "ticket_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket" ON "ticket_messages" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_brand_email" ON "tickets" USING btree ("brand_slug","email");--> statement-breakpoint
CREATE INDEX "tickets_customer" ON "tickets" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "tickets_chat_owner" ON "tickets" USING btree ("chat_owner","brand_slug");--> statement-breakpoint
CREATE INDEX "uploads_owner" ON "uploads" USING btree ("owner","brand_slug","created_at");--> statement-breakpoint
CREATE INDEX "user_required_actions_order" ON "user_required_actions" USING btree ("order_id");