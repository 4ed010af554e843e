import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import type { Actor } from "./auth.ts";
import { forbidden, notFound } from "./errors.ts";

/**
 * The one answer to "may this user act on this player's data?": the player themself, or the
 * GM who manages them. Every route that touches a player's data asks here.
 */
export function canActOn(db: Db, actor: Actor, userId: string): boolean {
  if (actor.id === userId) return true;
  if (actor.role !== "GM") return false;
  const row = db.select({ gm_id: profiles.gm_id }).from(profiles).where(eq(profiles.id, userId)).get();
  return row?.gm_id === actor.id;
}

/** Throws 404 when the user does not exist and 403 when the actor may not act on them. */
export function assertCanActOn(db: Db, actor: Actor, userId: string): void {
  if (actor.id === userId) return;
  const row = db.select({ gm_id: profiles.gm_id }).from(profiles).where(eq(profiles.id, userId)).get();
  if (!row) throw notFound("未找到该用户");
  if (actor.role !== "GM" || row.gm_id !== actor.id) throw forbidden("无权访问该用户的数据");
}

/** Throws 403 unless the actor is a GM. */
export function assertGm(actor: Actor): void {
  if (actor.role !== "GM") throw forbidden("只有GM可以执行此操作");
}

/** An Actor for a user id that was authenticated some other way (a presigned upload's grant). */
export function actorById(db: Db, userId: string): Actor {
  const row = db.$client
    .query<{ email: string; role: Actor["role"] | null; gm_id: string | null }, [string]>(
      "SELECT u.email, p.role, p.gm_id FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ?",
    )
    .get(userId);
  if (!row) throw forbidden("上传链接无效或已过期");
  return { id: userId, email: row.email, role: row.role ?? "PLAYER", gm_id: row.gm_id, sessionId: "" };
}
