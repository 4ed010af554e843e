import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { isoTimestamp } from "./columns.ts";
import { users } from "./users.ts";

export const UPLOAD_KINDS = ["avatar", "image", "file", "audio"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * Every stored file: its key under data/uploads and whose it is. The owner (not the uploader)
 * decides who may read it: the owner and the owner's GM (D18).
 */
export const uploads = sqliteTable(
  "uploads",
  {
    key: text("key").primaryKey(),
    owner_id: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    uploaded_by: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: UPLOAD_KINDS }).notNull(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    original_name: text("original_name"),
    created_at: isoTimestamp("created_at").notNull(),
  },
  (t) => [index("uploads_owner_id_idx").on(t.owner_id)],
);
