import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { nowIso } from "../../../db/schema/columns.ts";
import { profiles, users } from "../../../db/schema/index.ts";
import type { RegistrationMode } from "../../config.ts";
import type { Actor } from "../../lib/auth.ts";
import { AppError, badRequest, forbidden, unauthorized } from "../../lib/errors.ts";
import type { LoginThrottle } from "../../lib/login-throttle.ts";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/password.ts";
import { getOwnView, insertAccount, type UserView } from "../users/service.ts";
import { consumeCode, recordResetRequest, resolveResetRequests } from "./codes.ts";
import { openSession, revokeUserSessions, type SignToken } from "./sessions.ts";

/** The fixed domain the web client appends to a bare player name (D2). */
export const LOGIN_NAME_DOMAIN = "blockquest.local";

export const LOGIN_FAILED = "登录失败，请检查你的玩家名和通行暗号";

/** The spec's "User (auth)" shape. */
export type AuthUser = { id: string; email: string; user_metadata: { name: string | null }; role: UserView["role"] };
export type AuthResult = { token: string; user: AuthUser; profile: UserView };

type RequestMeta = { ip: string; userAgent: string | null };

const toAuthUser = (view: UserView): AuthUser => ({
  id: view.id,
  email: view.email,
  user_metadata: { name: view.name },
  role: view.role,
});

/**
 * Finds the login for what a child typed: an e-mail, a bare player name, or a player name with
 * the fixed domain appended by the client (D2). E-mail wins where both could match.
 */
export function findLogin(db: Db, identifier: string): { id: string; password_hash: string } | null {
  const typed = identifier.trim().toLowerCase();
  const byEmail = db.select({ id: users.id, password_hash: users.password_hash }).from(users).where(eq(users.email, typed)).get();
  if (byEmail) return byEmail;
  const name = typed.endsWith(`@${LOGIN_NAME_DOMAIN}`) ? typed.slice(0, -LOGIN_NAME_DOMAIN.length - 1) : typed.includes("@") ? null : typed;
  if (!name) return null;
  return (
    db
      .select({ id: users.id, password_hash: users.password_hash })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(sql`lower(${profiles.username}) = ${name}`)
      .get() ?? null
  );
}

/**
 * What the login throttle counts against: the account itself when the name resolves, so a
 * child's e-mail, bare name and name@blockquest.local share one count; else what was typed.
 */
const throttleKey = (typed: string, found: { id: string } | null) => (found ? `id:${found.id}` : typed.trim().toLowerCase());

/**
 * Self-registration. The very first account becomes the GM (D1); later ones are players, and
 * are refused when registration is closed. Returns a logged-in session.
 */
export async function register(
  db: Db,
  sign: SignToken,
  input: { email: string; password: string; name: string; username?: string },
  registration: RegistrationMode,
  meta: RequestMeta,
): Promise<AuthResult> {
  const password_hash = await hashPassword(input.password);
  // IMMEDIATE takes the write lock first, so two simultaneous first sign-ups cannot both be GM.
  const id = db.transaction(
    (tx) => {
      const first = !tx.select({ id: users.id }).from(users).limit(1).get();
      if (!first && registration === "closed") throw forbidden("注册已关闭，请联系你的GM创建账号");
      return insertAccount(tx, {
        email: input.email,
        password_hash,
        username: input.username || null,
        name: input.name,
        role: first ? "GM" : "PLAYER",
      });
    },
    { behavior: "immediate" },
  );
  return sessionFor(db, sign, id, meta);
}

async function sessionFor(db: Db, sign: SignToken, userId: string, meta: RequestMeta): Promise<AuthResult> {
  const token = await openSession(db, sign, userId, meta);
  const profile = getOwnView(db, { id: userId } as Actor);
  return { token, user: toAuthUser(profile), profile };
}

/** Password login by e-mail or player name, throttled per account and per address. */
export async function login(
  db: Db,
  sign: SignToken,
  throttle: LoginThrottle,
  input: { email: string; password: string },
  meta: RequestMeta,
): Promise<AuthResult> {
  const found = findLogin(db, input.email);
  const account = throttleKey(input.email, found);
  throttle.check(account, meta.ip);
  const ok = await verifyPassword(input.password, found?.password_hash ?? (await decoyPasswordHash()));
  if (!found || !ok) {
    throttle.fail(account, meta.ip);
    throw unauthorized(LOGIN_FAILED);
  }
  throttle.succeed(account);
  return sessionFor(db, sign, found.id, meta);
}

/** The logged-in user in the spec's auth shape. */
export const me = (db: Db, actor: Actor): AuthUser => toAuthUser(getOwnView(db, actor));

/** Changes the password after checking the current one; every other session is logged out. */
export async function changePassword(
  db: Db,
  actor: Actor,
  input: { current_password: string; new_password: string },
): Promise<void> {
  const row = db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, actor.id)).get();
  if (!row || !(await verifyPassword(input.current_password, row.password_hash))) {
    throw badRequest("当前密码不正确");
  }
  await setPassword(db, actor.id, input.new_password, actor.sessionId);
}

/** Sets a user's password and revokes their sessions (all but `keepSessionId`). */
export async function setPassword(db: Db, userId: string, password: string, keepSessionId?: string): Promise<void> {
  const password_hash = await hashPassword(password);
  db.transaction((tx) => {
    tx.update(users).set({ password_hash, updated_at: nowIso() }).where(eq(users.id, userId)).run();
    revokeUserSessions(tx, userId, keepSessionId);
    resolveResetRequests(tx, userId);
  });
}

/**
 * Forgot-password: records a request the GM sees (no e-mail leaves the box, D3). It answers the
 * same whether or not the account exists, so it cannot be used to discover player names.
 */
export function requestPasswordReset(db: Db, identifier: string): void {
  const found = findLogin(db, identifier);
  if (found) recordResetRequest(db, found.id);
}

export const INVALID_CODE = "重置码无效或已过期，请联系管理员（你的GM）获取新的重置码";

/**
 * Redeems a setup or reset code (D3): sets the password, logs out old sessions and logs in.
 * Failed attempts count against the same throttle as logins, so codes cannot be guessed.
 */
export async function resetPassword(
  db: Db,
  sign: SignToken,
  throttle: LoginThrottle,
  input: { email: string; code: string; new_password: string },
  meta: RequestMeta,
): Promise<AuthResult> {
  const found = findLogin(db, input.email);
  const account = throttleKey(input.email, found);
  throttle.check(account, meta.ip);
  if (!found || !consumeCode(db, found.id, input.code)) {
    throttle.fail(account, meta.ip);
    throw new AppError("VALIDATION", INVALID_CODE);
  }
  throttle.succeed(account);
  await setPassword(db, found.id, input.new_password);
  return sessionFor(db, sign, found.id, meta);
}
