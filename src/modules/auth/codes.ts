import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { nowIso } from "../../../db/schema/columns.ts";
import { oneTimeCodes, passwordResetRequests, type OneTimeCodeKind } from "../../../db/schema/index.ts";
import { newId, newOneTimeCode } from "../../lib/ids.ts";

/** Setup codes last a week (a child may see the tutor only weekly); reset codes a day. */
const CODE_LIFETIME_MS: Record<OneTimeCodeKind, number> = {
  SETUP: 7 * 86_400_000,
  RESET: 86_400_000,
};

const hashCode = (code: string) =>
  new Bun.CryptoHasher("sha256").update(code.trim().toUpperCase().replace(/[^A-Z0-9]/g, "")).digest("hex");

export type IssuedCode = { code: string; expires_at: string };

/** Issues a one-time code (D3), replacing any unused one of the same kind. Returns the plain code once. */
export function issueCode(db: Db, userId: string, kind: OneTimeCodeKind, createdBy: string | null): IssuedCode {
  const code = newOneTimeCode();
  const now = new Date();
  const expires_at = new Date(now.getTime() + CODE_LIFETIME_MS[kind]).toISOString();
  db.transaction((tx) => {
    tx.update(oneTimeCodes)
      .set({ used_at: now.toISOString() })
      .where(and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.kind, kind), isNull(oneTimeCodes.used_at)))
      .run();
    tx.insert(oneTimeCodes)
      .values({ id: newId(), user_id: userId, kind, code_hash: hashCode(code), created_by: createdBy, created_at: now.toISOString(), expires_at })
      .run();
  });
  return { code, expires_at };
}

/** Marks a matching, unexpired, unused code of the user as used. True when one matched. */
export function consumeCode(db: Db, userId: string, code: string): boolean {
  const now = nowIso();
  const match = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.user_id, userId),
        eq(oneTimeCodes.code_hash, hashCode(code)),
        isNull(oneTimeCodes.used_at),
        gt(oneTimeCodes.expires_at, now),
      ),
    )
    .get();
  if (!match) return false;
  // The used_at guard makes a second concurrent redemption of the same code change nothing.
  const claimed = db
    .update(oneTimeCodes)
    .set({ used_at: now })
    .where(and(eq(oneTimeCodes.id, match.id), isNull(oneTimeCodes.used_at)))
    .returning({ id: oneTimeCodes.id })
    .all();
  return claimed.length === 1;
}

/** Records a forgot-password request for the GM to see (D3); one open request per user. */
export function recordResetRequest(db: Db, userId: string): void {
  const open = db
    .select({ id: passwordResetRequests.id })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.user_id, userId), isNull(passwordResetRequests.resolved_at)))
    .orderBy(desc(passwordResetRequests.created_at))
    .get();
  if (open) return;
  db.insert(passwordResetRequests).values({ id: newId(), user_id: userId, created_at: nowIso() }).run();
}

/** Closes a user's open reset requests once their password is set. */
export function resolveResetRequests(db: DbOrTx, userId: string): void {
  db.update(passwordResetRequests)
    .set({ resolved_at: nowIso() })
    .where(and(eq(passwordResetRequests.user_id, userId), isNull(passwordResetRequests.resolved_at)))
    .run();
}
