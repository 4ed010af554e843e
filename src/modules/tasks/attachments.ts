/**
 * Submission photos and GM annotations must be images in our own store that belong to the
 * task's player (D18, P9: tasks/{playerId}/… files are the player's, so both the player and
 * their GM can read them). Anything else is refused rather than stored as a dangling link.
 */
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { uploads } from "../../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { urlForKey } from "../uploads/keys.ts";

export const ATTACHMENT_MESSAGE = "附件无效：请上传图片文件（JPG, PNG, GIF）后再提交";
export const ANNOTATION_MESSAGE = "批注图片无效：请上传到该玩家的任务目录后再保存";

/** The store key a URL names: `/api/r2/image?key=…` (relative or absolute) or a bare key. */
export function keyFromUrl(url: string): string | null {
  const value = url.trim();
  if (!value) return null;
  if (!value.includes("://") && !value.startsWith("/")) return value;
  try {
    const parsed = new URL(value, "http://local");
    return parsed.pathname === "/api/r2/image" ? parsed.searchParams.get("key") : null;
  } catch {
    return null;
  }
}

/**
 * Checks that every URL names an image owned by `playerId`; answers them in the canonical
 * `/api/r2/image?key=…` form, without duplicates, in the order given.
 */
export function checkPlayerImages(db: DbOrTx, playerId: string, urls: string[], message: string): string[] {
  const keys: string[] = [];
  for (const url of urls) {
    const key = keyFromUrl(url);
    if (!key) throw badRequest(message);
    if (!keys.includes(key)) keys.push(key);
  }
  if (keys.length === 0) return [];
  const rows = db
    .select({ key: uploads.key, owner_id: uploads.owner_id, content_type: uploads.content_type })
    .from(uploads)
    .where(inArray(uploads.key, keys))
    .all();
  const ok = new Set(rows.filter((r) => r.owner_id === playerId && r.content_type.startsWith("image/")).map((r) => r.key));
  if (keys.some((k) => !ok.has(k))) throw badRequest(message);
  return keys.map(urlForKey);
}
