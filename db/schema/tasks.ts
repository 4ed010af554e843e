import { index, integer, real, sqliteTable, text, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import { isoTimestamp } from "./columns.ts";
import { users } from "./users.ts";

export const TASK_TYPES = ["DAILY_QUEST", "WEEKLY_QUEST", "TIMED_EVENT", "LONG_TERM_MILESTONE", "DECONSTRUCTIBLE_LONG_TERM"] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_STATUSES = ["PENDING_ACCEPTANCE", "ACCEPTED", "IN_PROGRESS", "PENDING_REVIEW", "COMPLETED", "FAILED", "CANCELLED"] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const SOURCE_TYPES = ["TEMPLATE_QUEST", "LONG_TERM_SUB_TASK", "GM_ADDED_DAILY", "PLAYER_ADDED_DAILY"] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const TOOL_TYPES = ["RECITATION", "ENGLISH_RECITATION", "WRITING", "DICTATION", "READING", "ERROR_TRACKING"] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

export const TOOL_SESSION_STATUSES = ["NOT_STARTED", "IN_PROGRESS", "COMPLETED"] as const;
export type ToolSessionStatus = (typeof TOOL_SESSION_STATUSES)[number];

/** The quick-add subjects of spec 1-core §5. */
export const SUBJECTS = ["语文", "数学", "英语", "历史", "地理", "生物", "政治", "物理", "化学", "班务", "家务"] as const;
export type Subject = (typeof SUBJECTS)[number];

const gmColumn = () =>
  text("gm_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** Difficulty tiers (wooden … netherite pickaxe); each GM keeps their own set. */
export const taskDifficulties = sqliteTable(
  "task_difficulties",
  {
    id: text("id").primaryKey(),
    gm_id: gmColumn(),
    name: text("name").notNull(),
    description: text("description"),
    icon: text("icon"),
    reward_multiplier: real("reward_multiplier").notNull().default(1),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [index("task_difficulties_gm_id_idx").on(t.gm_id)],
);

export const taskCategories = sqliteTable(
  "task_categories",
  {
    id: text("id").primaryKey(),
    gm_id: gmColumn(),
    name: text("name").notNull(),
    description: text("description"),
    icon: text("icon"),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [index("task_categories_gm_id_idx").on(t.gm_id)],
);

/** icon_code is an emoji or a class name starting "fa-". */
export const taskIcons = sqliteTable(
  "task_icons",
  {
    id: text("id").primaryKey(),
    gm_id: gmColumn(),
    name: text("name").notNull(),
    icon_code: text("icon_code").notNull(),
    category_id: text("category_id").references(() => taskCategories.id, { onDelete: "set null" }),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [index("task_icons_gm_id_idx").on(t.gm_id, t.category_id)],
);

/** Study tools ("weapons") a task can be linked to through tool sessions. */
export const taskWeapons = sqliteTable(
  "task_weapons",
  {
    id: text("id").primaryKey(),
    gm_id: gmColumn(),
    name: text("name").notNull(),
    description: text("description"),
    icon: text("icon").notNull(),
    tool_type: text("tool_type", { enum: TOOL_TYPES }).notNull(),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [index("task_weapons_gm_id_idx").on(t.gm_id, t.tool_type)],
);

/** One row per GM whose default metadata has been seeded, so deleting a default keeps it deleted. */
export const taskMetaSeeds = sqliteTable("task_meta_seeds", {
  gm_id: text("gm_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  seeded_at: isoTimestamp("seeded_at").notNull(),
});

export const taskTemplates = sqliteTable(
  "task_templates",
  {
    id: text("id").primaryKey(),
    gm_id: gmColumn(),
    name: text("name").notNull(),
    description: text("description"),
    icon_id: text("icon_id").references(() => taskIcons.id, { onDelete: "set null" }),
    category_id: text("category_id").references(() => taskCategories.id, { onDelete: "set null" }),
    difficulty_id: text("difficulty_id").references(() => taskDifficulties.id, { onDelete: "set null" }),
    task_type: text("task_type", { enum: TASK_TYPES }).notNull().default("DAILY_QUEST"),
    xp_reward: integer("xp_reward").notNull().default(10),
    emeralds_reward: integer("emeralds_reward").notNull().default(5),
    diamonds_reward: integer("diamonds_reward").notNull().default(0),
    is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
    duration_days: integer("duration_days"),
    sub_task_description: text("sub_task_description"),
    sub_task_xp_reward: integer("sub_task_xp_reward"),
    sub_task_emeralds_reward: integer("sub_task_emeralds_reward"),
    long_term_completion_rules: text("long_term_completion_rules"),
    /** Set when a template with instances is deleted: hidden from lists, still shown in its tasks. */
    deleted_at: isoTimestamp("deleted_at"),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [index("task_templates_gm_active_idx").on(t.gm_id, t.is_active)],
);

export const taskInstances = sqliteTable(
  "task_instances",
  {
    id: text("id").primaryKey(),
    player_id: text("player_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    task_template_id: text("task_template_id").references(() => taskTemplates.id, { onDelete: "set null" }),
    parent_task_instance_id: text("parent_task_instance_id").references((): AnySQLiteColumn => taskInstances.id, { onDelete: "cascade" }),
    status: text("status", { enum: TASK_STATUSES }).notNull(),
    source_type: text("source_type", { enum: SOURCE_TYPES }).notNull(),
    /** The quick-add subject (spec 1-core §5), for player-added tasks. */
    subject: text("subject"),
    accepted_at: isoTimestamp("accepted_at"),
    due_date: isoTimestamp("due_date").notNull(),
    submitted_at: isoTimestamp("submitted_at"),
    completed_at: isoTimestamp("completed_at"),
    /** When the task paid its reward; a task pays at most once in its life (D7). */
    rewarded_at: isoTimestamp("rewarded_at"),
    notes_by_player: text("notes_by_player"),
    submission_attachment_urls: text("submission_attachment_urls", { mode: "json" }).$type<string[]>().notNull().default([]),
    notes_by_gm: text("notes_by_gm"),
    gm_added_name: text("gm_added_name"),
    gm_added_description: text("gm_added_description"),
    gm_added_xp_reward: integer("gm_added_xp_reward"),
    gm_added_emeralds_reward: integer("gm_added_emeralds_reward"),
    gm_added_diamonds_reward: integer("gm_added_diamonds_reward"),
    gm_annotated_image_urls: text("gm_annotated_image_urls", { mode: "json" }).$type<string[]>().notNull().default([]),
    awarded_xp: integer("awarded_xp"),
    awarded_emeralds: integer("awarded_emeralds"),
    awarded_diamonds: integer("awarded_diamonds"),
    created_by: text("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [
    // A player's day and history pages seek by due date; the review queue and the overdue
    // carry-over seek by status.
    index("task_instances_player_due_idx").on(t.player_id, t.due_date),
    index("task_instances_player_status_due_idx").on(t.player_id, t.status, t.due_date),
    index("task_instances_template_player_idx").on(t.task_template_id, t.player_id, t.due_date),
    index("task_instances_parent_idx").on(t.parent_task_instance_id),
  ],
);

/** Links a study tool (and the tool's own session id) to a task (spec 1-core §3 Tool session). */
export const toolSessions = sqliteTable(
  "tool_sessions",
  {
    id: text("id").primaryKey(),
    task_instance_id: text("task_instance_id")
      .notNull()
      .references(() => taskInstances.id, { onDelete: "cascade" }),
    tool_id: text("tool_id")
      .notNull()
      .references(() => taskWeapons.id, { onDelete: "cascade" }),
    session_id: text("session_id"),
    status: text("status", { enum: TOOL_SESSION_STATUSES }).notNull().default("NOT_STARTED"),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [index("tool_sessions_task_idx").on(t.task_instance_id), index("tool_sessions_tool_idx").on(t.tool_id)],
);
