CREATE TABLE `task_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`gm_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`gm_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `task_categories_gm_id_idx` ON `task_categories` (`gm_id`);--> statement-breakpoint
CREATE TABLE `task_difficulties` (
	`id` text PRIMARY KEY NOT NULL,
	`gm_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`reward_multiplier` real DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`gm_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `task_difficulties_gm_id_idx` ON `task_difficulties` (`gm_id`);--> statement-breakpoint
CREATE TABLE `task_icons` (
	`id` text PRIMARY KEY NOT NULL,
	`gm_id` text NOT NULL,
	`name` text NOT NULL,
	`icon_code` text NOT NULL,
	`category_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`gm_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `task_categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `task_icons_gm_id_idx` ON `task_icons` (`gm_id`,`category_id`);--> statement-breakpoint
CREATE TABLE `task_instances` (
	`id` text PRIMARY KEY NOT NULL,
	`player_id` text NOT NULL,
	`task_template_id` text,
	`parent_task_instance_id` text,
	`status` text NOT NULL,
	`source_type` text NOT NULL,
	`subject` text,
	`accepted_at` text,
	`due_date` text NOT NULL,
	`submitted_at` text,
	`completed_at` text,
	`rewarded_at` text,
	`notes_by_player` text,
	`submission_attachment_urls` text DEFAULT '[]' NOT NULL,
	`notes_by_gm` text,
	`gm_added_name` text,
	`gm_added_description` text,
	`gm_added_xp_reward` integer,
	`gm_added_emeralds_reward` integer,
	`gm_added_diamonds_reward` integer,
	`gm_annotated_image_urls` text DEFAULT '[]' NOT NULL,
	`awarded_xp` integer,
	`awarded_emeralds` integer,
	`awarded_diamonds` integer,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`player_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`task_template_id`) REFERENCES `task_templates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`parent_task_instance_id`) REFERENCES `task_instances`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `task_instances_player_due_idx` ON `task_instances` (`player_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `task_instances_player_status_due_idx` ON `task_instances` (`player_id`,`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `task_instances_template_player_idx` ON `task_instances` (`task_template_id`,`player_id`,`due_date`);--> statement-breakpoint
CREATE INDEX `task_instances_parent_idx` ON `task_instances` (`parent_task_instance_id`);--> statement-breakpoint
CREATE TABLE `task_meta_seeds` (
	`gm_id` text PRIMARY KEY NOT NULL,
	`seeded_at` text NOT NULL,
	FOREIGN KEY (`gm_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `task_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`gm_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon_id` text,
	`category_id` text,
	`difficulty_id` text,
	`task_type` text DEFAULT 'DAILY_QUEST' NOT NULL,
	`xp_reward` integer DEFAULT 10 NOT NULL,
	`emeralds_reward` integer DEFAULT 5 NOT NULL,
	`diamonds_reward` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`duration_days` integer,
	`sub_task_description` text,
	`sub_task_xp_reward` integer,
	`sub_task_emeralds_reward` integer,
	`long_term_completion_rules` text,
	`deleted_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`gm_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`icon_id`) REFERENCES `task_icons`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`category_id`) REFERENCES `task_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`difficulty_id`) REFERENCES `task_difficulties`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `task_templates_gm_active_idx` ON `task_templates` (`gm_id`,`is_active`);--> statement-breakpoint
CREATE TABLE `task_weapons` (
	`id` text PRIMARY KEY NOT NULL,
	`gm_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text NOT NULL,
	`tool_type` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`gm_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `task_weapons_gm_id_idx` ON `task_weapons` (`gm_id`,`tool_type`);--> statement-breakpoint
CREATE TABLE `tool_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`task_instance_id` text NOT NULL,
	`tool_id` text NOT NULL,
	`session_id` text,
	`status` text DEFAULT 'NOT_STARTED' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`task_instance_id`) REFERENCES `task_instances`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tool_id`) REFERENCES `task_weapons`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tool_sessions_task_idx` ON `tool_sessions` (`task_instance_id`);--> statement-breakpoint
CREATE INDEX `tool_sessions_tool_idx` ON `tool_sessions` (`tool_id`);--> statement-breakpoint
CREATE TABLE `reward_logs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`action` text NOT NULL,
	`xp_awarded` integer DEFAULT 0 NOT NULL,
	`emeralds_awarded` integer DEFAULT 0 NOT NULL,
	`diamonds_awarded` integer DEFAULT 0 NOT NULL,
	`reason` text,
	`source_type` text,
	`source_id` text,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reward_logs_user_idx` ON `reward_logs` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reward_logs_source_idx` ON `reward_logs` (`source_type`,`source_id`);