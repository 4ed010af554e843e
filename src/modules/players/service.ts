/**
 * A GM's players (spec 3-gm §2.1 players, §3, §5; D3): the managed list, adding a player with
 * a one-time setup code instead of an e-mail, reset codes for players who forgot their
 * password, and the open forgot-password requests. A GM sees only their own players.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { passwordResetRequests, profiles, userDetails, users, type OneTimeCodeKind } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/password.ts";
import { issueCode } from "../auth/codes.ts";
import { EMAIL_MESSAGE, EMAIL_PATTERN, USERNAME_MESSAGE, USERNAME_PATTERN } from "../users/model.ts";
import { insertAccount, type Grade } from "../users/service.ts";
import { REQUIRED_MESSAGE } from "./model.ts";

export type ManagedPlayer = {
  id: string;
  username: string;
  full_name: string | null;
  email: string;
  avatar_url: string | null;
  player_level: number;
  player_xp: number;
  xp_to_next_level: number;
  emeralds: number;
  diamonds: number;
  gm_id: string | null;
  grade: string | null;
  school: string | null;
  created_at: string;
  /** The oldest open forgot-password request, if any (D3). */
  reset_requested_at: string | null;
};

const ONLY_GMS = "只有GM可以管理玩家";

function assertGmActor(actor: Actor): void {
  if (actor.role !== "GM") throw forbidden(ONLY_GMS);
}

const openRequest = sql<string | null>`(SELECT min(${passwordResetRequests.created_at}) FROM ${passwordResetRequests}
  WHERE ${passwordResetRequests.user_id} = ${profiles.id} AND ${passwordResetRequests.resolved_at} IS NULL)`;

function selectPlayers(db: Db) {
  return db
    .select({
      id: profiles.id,
      username: profiles.username,
      full_name: sql<string | null>`coalesce(${userDetails.name}, ${profiles.full_name})`,
      email: users.email,
      avatar_url: profiles.avatar_url,
      player_level: profiles.player_level,
      player_xp: profiles.player_xp,
      xp_to_next_level: profiles.xp_to_next_level,
      emeralds: profiles.emeralds,
      diamonds: profiles.diamonds,
      gm_id: profiles.gm_id,
      grade: userDetails.grade,
      school: userDetails.school,
      created_at: profiles.created_at,
      reset_requested_at: openRequest,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(userDetails, eq(userDetails.user_id, profiles.id));
}

/** The GM's players, oldest first. `gmId`, when given, must be the actor's own id. */
export function listManagedPlayers(db: Db, actor: Actor, gmId = actor.id): { data: ManagedPlayer[]; total: number } {
  assertGmActor(actor);
  if (gmId !== actor.id) throw forbidden("只能查看自己管理的玩家");
  const data = selectPlayers(db).where(eq(profiles.gm_id, gmId)).orderBy(asc(profiles.created_at), asc(profiles.username)).all();
  return { data, total: data.length };
}

export type AddPlayerInput = {
  email: string;
  username: string;
  name: string;
  grade?: Grade | "" | null;
  school?: string | null;
  gm_id?: string | null;
};

export type IssuedLink = { code: string; link: string; expires_at: string };

/** A redeemable code and the /reset-password link that carries it (D3). */
function codeLink(db: Db, userId: string, kind: OneTimeCodeKind, actorId: string, baseUrl: string): IssuedLink {
  const login = db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId)).get()!;
  const { code, expires_at } = issueCode(db, userId, kind, actorId);
  const link = `${baseUrl.replace(/\/$/, "")}/reset-password?email=${encodeURIComponent(login.username)}&code=${encodeURIComponent(code)}`;
  return { code, link, expires_at };
}

/**
 * Creates a player managed by the acting GM and a one-time setup code (no e-mail leaves the
 * box, D3). The player sets their password by redeeming it at /reset-password.
 */
export async function addPlayer(
  db: Db,
  actor: Actor,
  input: AddPlayerInput,
  baseUrl: string,
): Promise<{ player: ManagedPlayer; setup_code: string; setup_link: string; expires_at: string }> {
  assertGmActor(actor);
  if (input.gm_id && input.gm_id !== actor.id) throw forbidden("只能为自己添加玩家");
  const email = input.email.trim().toLowerCase();
  const username = input.username.trim();
  const name = input.name.trim();
  if (!email || !username || !name) throw badRequest(REQUIRED_MESSAGE);
  if (!new RegExp(EMAIL_PATTERN).test(email)) throw badRequest(EMAIL_MESSAGE);
  if (!new RegExp(USERNAME_PATTERN).test(username)) throw badRequest(USERNAME_MESSAGE);
  // Nobody knows this password; the setup code is the only way in.
  const password_hash = await hashPassword(crypto.randomUUID() + crypto.randomUUID());
  const id = db.transaction(
    (tx) =>
      insertAccount(tx, {
        email,
        username,
        name,
        password_hash,
        role: "PLAYER",
        gm_id: actor.id,
        grade: input.grade || null,
        school: input.school?.trim() || null,
      }),
    { behavior: "immediate" },
  );
  const setup = codeLink(db, id, "SETUP", actor.id, baseUrl);
  const player = selectPlayers(db).where(eq(profiles.id, id)).get()!;
  return { player, setup_code: setup.code, setup_link: setup.link, expires_at: setup.expires_at };
}

/** A new reset code for one of the GM's players (D3); it voids the player's previous unused one. */
export function issueResetCode(db: Db, actor: Actor, playerId: string, baseUrl: string): { reset_code: string; reset_link: string; expires_at: string } {
  assertGmActor(actor);
  const player = db.select({ gm_id: profiles.gm_id }).from(profiles).where(eq(profiles.id, playerId)).get();
  if (!player) throw notFound("未找到该玩家");
  if (player.gm_id !== actor.id) throw forbidden("只能为自己管理的玩家重置密码");
  const issued = codeLink(db, playerId, "RESET", actor.id, baseUrl);
  return { reset_code: issued.code, reset_link: issued.link, expires_at: issued.expires_at };
}

export type ResetRequestView = { id: string; user_id: string; username: string; full_name: string | null; created_at: string };

/** Open forgot-password requests of the GM's players, oldest first. */
export function listResetRequests(db: Db, actor: Actor): { data: ResetRequestView[]; total: number } {
  assertGmActor(actor);
  const data = db
    .select({
      id: passwordResetRequests.id,
      user_id: passwordResetRequests.user_id,
      username: profiles.username,
      full_name: sql<string | null>`coalesce(${userDetails.name}, ${profiles.full_name})`,
      created_at: passwordResetRequests.created_at,
    })
    .from(passwordResetRequests)
    .innerJoin(profiles, eq(profiles.id, passwordResetRequests.user_id))
    .leftJoin(userDetails, eq(userDetails.user_id, profiles.id))
    .where(and(eq(profiles.gm_id, actor.id), isNull(passwordResetRequests.resolved_at)))
    .orderBy(asc(passwordResetRequests.created_at))
    .all();
  return { data, total: data.length };
}
