import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { isoTimestamp } from "./columns.ts";

export const ROLES = ["PLAYER", "GM"] as const;
export type Role = (typeof ROLES)[number];

/** Login identity: the spec's "User (auth)". */
export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  password_hash: text("password_hash").notNull(),
  created_at: isoTimestamp("created_at").notNull(),
  updated_at: isoTimestamp("updated_at").notNull(),
});

/** The game profile: role, level, XP and resources (spec 1-core §3 Profile). */
export const profiles = sqliteTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    full_name: text("full_name"),
    role: text("role", { enum: ROLES }).notNull().default("PLAYER"),
    avatar_url: text("avatar_url"),
    player_level: integer("player_level").notNull().default(1),
    player_xp: integer("player_xp").notNull().default(0),
    xp_to_next_level: integer("xp_to_next_level").notNull().default(100),
    emeralds: integer("emeralds").notNull().default(0),
    diamonds: integer("diamonds").notNull().default(0),
    gm_id: text("gm_id").references((): any => users.id, { onDelete: "set null" }),
    created_at: isoTimestamp("created_at").notNull(),
    updated_at: isoTimestamp("updated_at").notNull(),
  },
  (t) => [
    // Player names are unique regardless of case: children log in by name (D2).
    uniqueIndex("profiles_username_lower_unique").on(sql`lower(${t.username})`),
    index("profiles_gm_id_idx").on(t.gm_id),
  ],
);

export const GRADES = [
  "一年级", "二年级", "三年级", "四年级", "五年级", "六年级",
  "初一", "初二", "初三",
  "高一", "高二", "高三",
] as const;

/** What the profile page edits: real name, grade and school (spec 1-core §3 User detail). */
export const userDetails = sqliteTable("user_details", {
  user_id: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  name: text("name"),
  grade: text("grade", { enum: GRADES }),
  school: text("school"),
  updated_at: isoTimestamp("updated_at").notNull(),
});
