/**
 * Who may act on which player in the economy (STYLE 6: authorization is data, asked in one
 * place). Awards, adjustments, grants and fulfilment are the player's own GM's alone (D11);
 * lists are the player's own, or the GM's players'. Another scope answers 403 (Q10).
 */
import type { Db } from "../../../db/client.ts";
import type { Actor } from "../../lib/auth.ts";
import { forbidden, notFound } from "../../lib/errors.ts";

export type PlayerRow = { id: string; username: string; full_name: string | null; role: "PLAYER" | "GM"; gm_id: string | null };

const PLAYER_SQL = `SELECT p.id, p.username, coalesce(d.name, p.full_name) AS full_name, p.role, p.gm_id
  FROM profiles p LEFT JOIN user_details d ON d.user_id = p.id WHERE p.id = ?`;

/** The profile of a user, or 404. */
export function playerRow(db: Db, id: string): PlayerRow {
  const row = db.$client.query<PlayerRow, [string]>(PLAYER_SQL).get(id);
  if (!row) throw notFound("未找到该玩家");
  return row;
}

/** The player, when the actor is the GM who manages them; otherwise 403 (or 404 for no such user). */
export function managedPlayer(db: Db, actor: Actor, playerId: string, onlyGm: string): PlayerRow {
  if (actor.role !== "GM") throw forbidden(onlyGm);
  const player = playerRow(db, playerId);
  if (player.gm_id !== actor.id) throw forbidden("只能管理自己名下的玩家");
  return player;
}

/** The player themself, or their GM; anyone else 403. */
export function selfOrGm(db: Db, actor: Actor, playerId: string): PlayerRow {
  const player = playerRow(db, playerId);
  if (player.id !== actor.id && (actor.role !== "GM" || player.gm_id !== actor.id)) throw forbidden("无权访问该玩家的数据");
  return player;
}

/** Whose rows a list shows: explicit ids (each must be the actor's or their player's), else all in scope. */
export type ListScope = { playerIds: string[] } | { gmId: string };

/** Resolves `playerIds` / `player_id` of a list query into a scope the actor may read. */
export function listScope(db: Db, actor: Actor, requested: string[]): ListScope {
  const ids = [...new Set(requested.map((s) => s.trim()).filter(Boolean))];
  if (ids.length === 0) return actor.role === "GM" ? { gmId: actor.id } : { playerIds: [actor.id] };
  for (const id of ids) {
    if (id === actor.id) continue;
    const row = db.$client.query<{ gm_id: string | null }, [string]>("SELECT gm_id FROM profiles WHERE id = ?").get(id);
    if (actor.role !== "GM" || !row || row.gm_id !== actor.id) throw forbidden("无权查看其他玩家的记录");
  }
  return { playerIds: ids };
}

/** A WHERE fragment and its parameters for a scope, on the column holding the player id. */
export function scopeSql(scope: ListScope, column: string): { where: string; params: string[] } {
  if ("gmId" in scope) return { where: `${column} IN (SELECT id FROM profiles WHERE gm_id = ?)`, params: [scope.gmId] };
  return { where: `${column} IN (SELECT value FROM json_each(?))`, params: [JSON.stringify(scope.playerIds)] };
}

/** Splits "a,b" query values (playerIds, status) into a list. */
export const splitList = (value: string | undefined) => (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);
