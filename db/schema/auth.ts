import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { isoTimestamp } from "./columns.ts";
import { users } from "./users.ts";

/** One row per issued token, so logout and password changes can revoke it (D4). */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: isoTimestamp("created_at").notNull(),
    expires_at: isoTimestamp("expires_at").notNull(),
    revoked_at: isoTimestamp("revoked_at"),
    user_agent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_id_idx").on(t.user_id)],
);

export const ONE_TIME_CODE_KINDS = ["SETUP", "RESET"] as const;
export type OneTimeCodeKind = (typeof ONE_TIME_CODE_KINDS)[number];

/** Setup and reset codes handed over in person instead of e-mail (D3). Only a hash is kept. */
export const oneTimeCodes = sqliteTable(
  "one_time_codes",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ONE_TIME_CODE_KINDS }).notNull(),
    code_hash: text("code_hash").notNull(),
    created_by: text("created_by").references(() => users.id, { onDelete: "set null" }),
    created_at: isoTimestamp("created_at").notNull(),
    expires_at: isoTimestamp("expires_at").notNull(),
    used_at: isoTimestamp("used_at"),
  },
  (t) => [index("one_time_codes_user_id_idx").on(t.user_id)],
);

/** A forgot-password request, shown to the player's GM, who then issues a reset code (D3). */
export const passwordResetRequests = sqliteTable(
  "password_reset_requests",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: isoTimestamp("created_at").notNull(),
    resolved_at: isoTimestamp("resolved_at"),
  },
  (t) => [index("password_reset_requests_user_id_idx").on(t.user_id)],
);
