import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { isoTimestamp } from "./columns.ts";
import { users } from "./users.ts";

export const REWARD_TYPES = ["VIRTUAL_ITEM", "REAL_WORLD_PRIVILEGE"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const REDEMPTION_STATUSES = ["PENDING_GM_FULFILLMENT", "FULFILLED", "VIRTUAL_APPLIED"] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** What an achievement measures (docs/decisions.md, Economy: the criteria). */
export const ACHIEVEMENT_CRITERIA = [
  "QUESTS_COMPLETED",
  "LEVEL_REACHED",
  "XP_EARNED",
  "EMERALDS_EARNED",
  "DIAMONDS_EARNED",
  "REDEMPTIONS",
  "ACTIVE_DAYS_STREAK",
] as const;
export type AchievementCriterion = (typeof ACHIEVEMENT_CRITERIA)[number];

export const ACHIEVEMENT_SOURCES = ["AUTO", "GM_GRANT"] as const;
export type AchievementSource = (typeof ACHIEVEMENT_SOURCES)[number];

/** The default reward icon (3-gm §3: a gift). */
export const DEFAULT_REWARD_ICON = "🎁";

/**
 * A GM's reward store (spec 1-core §3 Reward item). stock_quantity null is unlimited; the CHECKs
 * make "never oversold" hold in the database too, not only in the redeem transaction.
 */
export const rewardItems = sqliteTable(
  "reward_items",
  {
    id: text("id").primaryKey(),
    gm_id: text("gm_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    /** An emoji, or `/api/r2/image?key=…` of an image the GM uploaded. */
    icon: text("icon").notNull().default(DEFAULT_REWARD_ICON),
    reward_type: text("reward_type", { enum: REWARD_TYPES }).notNull().default("VIRTUAL_ITEM"),
    emeralds_cost: integer("emeralds_cost").notNull().default(0),
    diamonds_cost: integer("diamonds_cost").notNull().default(0),
    stock_quantity: integer("stock_quantity"),
    is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [
    index("reward_items_gm_active_idx").on(t.gm_id, t.is_active),
    check("reward_items_costs_check", sql`${t.emeralds_cost} >= 0 AND ${t.diamonds_cost} >= 0`),
    check("reward_items_stock_check", sql`${t.stock_quantity} IS NULL OR ${t.stock_quantity} >= 0`),
  ],
);

/** A redemption (spec 1-core §3 Redeemed reward): paid at the item's costs, fulfilled by the GM. */
export const redeemedRewards = sqliteTable(
  "redeemed_rewards",
  {
    id: text("id").primaryKey(),
    player_id: text("player_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reward_item_id: text("reward_item_id")
      .notNull()
      .references(() => rewardItems.id, { onDelete: "cascade" }),
    redeemed_at: isoTimestamp("redeemed_at").notNull(),
    cost_emeralds_paid: integer("cost_emeralds_paid").notNull(),
    cost_diamonds_paid: integer("cost_diamonds_paid").notNull(),
    status: text("status", { enum: REDEMPTION_STATUSES }).notNull().default("PENDING_GM_FULFILLMENT"),
    gm_notes: text("gm_notes"),
    /** Who redeemed: the player, or their GM on the player's behalf. */
    redeemed_by: text("redeemed_by").references(() => users.id, { onDelete: "set null" }),
    processed_at: isoTimestamp("processed_at"),
    processed_by: text("processed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("redeemed_rewards_player_idx").on(t.player_id, t.status, t.redeemed_at),
    index("redeemed_rewards_item_idx").on(t.reward_item_id),
    check("redeemed_rewards_costs_check", sql`${t.cost_emeralds_paid} >= 0 AND ${t.cost_diamonds_paid} >= 0`),
  ],
);

/** The achievements a player can unlock: one shared, seeded set (db/seed/achievements.ts). */
export const achievementTemplates = sqliteTable(
  "achievement_templates",
  {
    id: text("id").primaryKey(),
    /** Stable name the seed matches on, e.g. "first_quest". */
    key: text("key").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    icon: text("icon").notNull(),
    criterion_type: text("criterion_type", { enum: ACHIEVEMENT_CRITERIA }).notNull(),
    threshold: integer("threshold").notNull(),
    xp_reward: integer("xp_reward").notNull().default(0),
    emeralds_reward: integer("emeralds_reward").notNull().default(0),
    diamonds_reward: integer("diamonds_reward").notNull().default(0),
    is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
    sort_order: integer("sort_order").notNull().default(0),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [
    check("achievement_templates_values_check", sql`${t.threshold} >= 1 AND ${t.xp_reward} >= 0 AND ${t.emeralds_reward} >= 0 AND ${t.diamonds_reward} >= 0`),
  ],
);

/**
 * Unlocked achievements. UNIQUE(player_id, template_id) plus INSERT … ON CONFLICT DO NOTHING
 * is what makes an achievement unlock, and pay, at most once however many checks run at once.
 */
export const playerAchievements = sqliteTable(
  "player_achievements",
  {
    id: text("id").primaryKey(),
    player_id: text("player_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    template_id: text("template_id")
      .notNull()
      .references(() => achievementTemplates.id, { onDelete: "cascade" }),
    unlocked_at: isoTimestamp("unlocked_at").notNull(),
    source: text("source", { enum: ACHIEVEMENT_SOURCES }).notNull(),
    granted_by: text("granted_by").references(() => users.id, { onDelete: "set null" }),
    xp_awarded: integer("xp_awarded").notNull().default(0),
    emeralds_awarded: integer("emeralds_awarded").notNull().default(0),
    diamonds_awarded: integer("diamonds_awarded").notNull().default(0),
  },
  (t) => [uniqueIndex("player_achievements_player_template_unique").on(t.player_id, t.template_id)],
);
