CREATE TABLE `achievement_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`icon` text NOT NULL,
	`criterion_type` text NOT NULL,
	`threshold` integer NOT NULL,
	`xp_reward` integer DEFAULT 0 NOT NULL,
	`emeralds_reward` integer DEFAULT 0 NOT NULL,
	`diamonds_reward` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "achievement_templates_values_check" CHECK("achievement_templates"."threshold" >= 1 AND "achievement_templates"."xp_reward" >= 0 AND "achievement_templates"."emeralds_reward" >= 0 AND "achievement_templates"."diamonds_reward" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `achievement_templates_key_unique` ON `achievement_templates` (`key`);--> statement-breakpoint
CREATE TABLE `player_achievements` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`template_id` text NOT NULL,
	`unlocked_at` text NOT NULL,
	`source` text NOT NULL,
	`granted_by` text,
	`xp_awarded` integer DEFAULT 0 NOT NULL,
	`emeralds_awarded` integer DEFAULT 0 NOT NULL,
	`diamonds_awarded` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`template_id`) REFERENCES `achievement_templates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`granted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `player_achievements_player_template_unique` ON `player_achievements` (`player_id`,`template_id`);--> statement-breakpoint
CREATE TABLE `redeemed_rewards` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`reward_item_id` text NOT NULL,
	`redeemed_at` text NOT NULL,
	`cost_emeralds_paid` integer NOT NULL,
	`cost_diamonds_paid` integer NOT NULL,
	`status` text DEFAULT 'PENDING_GM_FULFILLMENT' NOT NULL,
	`gm_notes` text,
	`redeemed_by` text,
	`processed_at` text,
	`processed_by` text,
	FOREIGN KEY (`player_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reward_item_id`) REFERENCES `reward_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`redeemed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`processed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "redeemed_rewards_costs_check" CHECK("redeemed_rewards"."cost_emeralds_paid" >= 0 AND "redeemed_rewards"."cost_diamonds_paid" >= 0)
);
--> statement-breakpoint
CREATE INDEX `redeemed_rewards_player_idx` ON `redeemed_rewards` (`player_id`,`status`,`redeemed_at`);--> statement-breakpoint
CREATE INDEX `redeemed_rewards_item_idx` ON `redeemed_rewards` (`reward_item_id`);--> statement-breakpoint
CREATE TABLE `reward_items` (
	`id` text PRIMARY KEY NOT NULL,
	`gm_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text DEFAULT '🎁' NOT NULL,
	`reward_type` text DEFAULT 'VIRTUAL_ITEM' NOT NULL,
	`emeralds_cost` integer DEFAULT 0 NOT NULL,
	`diamonds_cost` integer DEFAULT 0 NOT NULL,
	`stock_quantity` integer,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`gm_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reward_items_costs_check" CHECK("reward_items"."emeralds_cost" >= 0 AND "reward_items"."diamonds_cost" >= 0),
	CONSTRAINT "reward_items_stock_check" CHECK("reward_items"."stock_quantity" IS NULL OR "reward_items"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE INDEX `reward_items_gm_active_idx` ON `reward_items` (`gm_id`,`is_active`);