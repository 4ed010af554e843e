import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { isoTimestamp } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every award of XP, emeralds or diamonds (spec 1-core §3 Reward log), written in the same
 * transaction as the balance change. `source_type`/`source_id` name what paid (a task instance,
 * later a game or an achievement).
 */
export const rewardLogs = sqliteTable(
  "reward_logs",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    xp_awarded: integer("xp_awarded").notNull().default(0),
    emeralds_awarded: integer("emeralds_awarded").notNull().default(0),
    diamonds_awarded: integer("diamonds_awarded").notNull().default(0),
    reason: text("reason"),
    source_type: text("source_type"),
    source_id: text("source_id"),
    created_by: text("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: isoTimestamp("created_at").notNull(),
  },
  (t) => [index("reward_logs_user_idx").on(t.user_id, t.created_at), index("reward_logs_source_idx").on(t.source_type, t.source_id)],
);
