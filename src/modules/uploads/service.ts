import { fileTypeFromBuffer } from "file-type";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { nowIso } from "../../../db/schema/columns.ts";
import { profiles, uploads, type UploadKind } from "../../../db/schema/index.ts";
import { assertCanActOn, canActOn } from "../../lib/access.ts";
import type { Actor } from "../../lib/auth.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import type { LocalStore } from "../../storage/local-store.ts";
import { planKey, urlForKey } from "./keys.ts";
import { TASK_PHOTO_MAX_BYTES, TASK_PHOTO_SIZE_MESSAGE, UPLOAD_POLICY } from "./policy.ts";

export type StoredFile = {
  success: true;
  key: string;
  url: string;
  publicUrl: string;
  size: number;
  content_type: string;
  created_at: string;
};

const toStoredFile = (row: typeof uploads.$inferSelect): StoredFile => ({
  success: true,
  key: row.key,
  url: urlForKey(row.key),
  publicUrl: urlForKey(row.key),
  size: row.size,
  content_type: row.content_type,
  created_at: row.created_at,
});

/** The real type of the bytes, from their magic numbers; null when unknown or not allowed. */
async function sniff(bytes: Uint8Array, allowed: string[]): Promise<{ ext: string; mime: string } | null> {
  const found = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  if (!found || !allowed.includes(found.ext)) return null;
  return { ext: found.ext, mime: found.mime };
}

/**
 * Stores an upload after checking size and real type, in the folder the key plan chooses. The
 * uploader must be allowed to act on the owner (themself or a player they manage).
 */
export async function saveUpload(
  db: Db,
  store: LocalStore,
  actor: Pick<Actor, "id" | "role" | "email" | "gm_id" | "sessionId">,
  input: { kind: UploadKind; file: Blob & { name?: string }; folder?: string },
): Promise<StoredFile> {
  const policy = UPLOAD_POLICY[input.kind];
  if (!input.file || input.file.size === 0) throw badRequest("请选择要上传的文件");
  if (input.file.size > policy.maxBytes) throw new AppError("TOO_LARGE", policy.sizeMessage);
  const plan = planKey(actor.id, input.kind, input.file.name, input.folder);
  if (plan.key.startsWith("tasks/") && input.file.size > TASK_PHOTO_MAX_BYTES) {
    throw new AppError("TOO_LARGE", TASK_PHOTO_SIZE_MESSAGE);
  }
  assertCanActOn(db, actor as Actor, plan.ownerId);

  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const type = await sniff(bytes, policy.exts);
  if (!type) throw badRequest(policy.typeMessage);

  const row = {
    key: plan.key,
    owner_id: plan.ownerId,
    uploaded_by: actor.id,
    kind: input.kind,
    content_type: type.mime,
    size: bytes.byteLength,
    original_name: input.file.name?.slice(0, 200) ?? null,
    created_at: nowIso(),
  };
  // The row claims the key before the file is written: two uploads of "photo.jpg" in the same
  // millisecond (a tablet sending a task's photos at once) must not overwrite each other's file.
  row.key = claimKey(db, row, (now) => planKey(actor.id, input.kind, input.file.name, input.folder, now).key);
  try {
    await store.write(row.key, bytes);
  } catch (error) {
    db.delete(uploads).where(eq(uploads.key, row.key)).run();
    throw error;
  }
  return toStoredFile(row);
}

/** Inserts the row under its key, moving the key's timestamp on while that key is taken. */
function claimKey(db: Db, row: typeof uploads.$inferInsert, keyAt: (now: number) => string): string {
  const start = Date.now();
  for (let now = start; now < start + 1000; now++) {
    const key = now === start ? row.key : keyAt(now);
    const claimed = db.insert(uploads).values({ ...row, key }).onConflictDoNothing().returning({ key: uploads.key }).all();
    if (claimed.length === 1) return key;
  }
  throw new Error("no free upload key");
}

/** Files the actor may read (their own, and for a GM their players'), newest first. */
export function listFiles(db: Db, actor: Actor, prefix = "", limit = 200): StoredFile[] {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const managed = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.gm_id, actor.id));
  const rows = db
    .select()
    .from(uploads)
    .where(
      and(
        or(eq(uploads.owner_id, actor.id), inArray(uploads.owner_id, managed)),
        // SQLite's LIKE has no escape character unless one is named.
        prefix ? sql`${uploads.key} LIKE ${`${escaped}%`} ESCAPE '\\'` : undefined,
      ),
    )
    .orderBy(desc(uploads.created_at))
    .limit(limit)
    .all();
  return rows.map(toStoredFile);
}

/** The stored row, if the actor may read it. Unknown and forbidden keys look the same (404). */
export function readableUpload(db: Db, actor: Actor, key: string): typeof uploads.$inferSelect {
  const row = db.select().from(uploads).where(eq(uploads.key, key)).get();
  if (!row || !canActOn(db, actor, row.owner_id)) throw notFound("文件不存在");
  return row;
}

/** Deletes a file of the actor's own or of a player they manage. */
export function deleteFile(db: Db, store: LocalStore, actor: Actor, key: string): void {
  const row = readableUpload(db, actor, key);
  db.delete(uploads).where(eq(uploads.key, row.key)).run();
  store.remove(row.key);
}
