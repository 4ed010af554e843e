import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { nowIso } from "../../../db/schema/columns.ts";
import { sessions } from "../../../db/schema/index.ts";
import { SESSION_DAYS } from "../../lib/auth.ts";
import { newId } from "../../lib/ids.ts";
import { sessionCache } from "../../lib/session-cache.ts";

/** Signs a token for a stored session; routes pass the jwt plugin's signer in. */
export type SignToken = (claims: { sub: string; sid: string }) => Promise<string>;

/** Stores a new session for the user and returns its signed bearer token. */
export async function openSession(
  db: Db,
  sign: SignToken,
  userId: string,
  meta: { ip?: string; userAgent?: string | null } = {},
): Promise<string> {
  const id = newId();
  const now = new Date();
  db.insert(sessions)
    .values({
      id,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000).toISOString(),
      user_agent: meta.userAgent?.slice(0, 200) ?? null,
      ip: meta.ip ?? null,
    })
    .run();
  return sign({ sub: userId, sid: id });
}

/** Revokes one session (logout). */
export function revokeSession(db: Db, sessionId: string): void {
  sessionCache.forgetSession(sessionId);
  db.update(sessions).set({ revoked_at: nowIso() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at))).run();
}

/** Revokes every session of a user, optionally keeping the one in use (password changes). */
export function revokeUserSessions(db: DbOrTx, userId: string, keepSessionId?: string): void {
  sessionCache.forgetUser(userId);
  const conditions = [eq(sessions.user_id, userId), isNull(sessions.revoked_at)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  db.update(sessions).set({ revoked_at: nowIso() }).where(and(...conditions)).run();
}
