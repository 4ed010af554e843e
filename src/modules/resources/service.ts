/**
 * A GM changes a player's XP, emeralds and diamonds (D11, spec 3-gm §5, 1-core §7): absolute
 * values or adjustments (PUT /api/users/{id}/resources), awards (award-xp, award-resources) and
 * manual log entries (POST /api/rewards/logs). All of them are one path: only the player's own
 * GM, results floored at 0, levels per D8 (never down), and the reward-log line with the reason,
 * in one IMMEDIATE transaction; then the achievement check.
 */
import type { Db } from "../../../db/client.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest } from "../../lib/errors.ts";
import { checkAchievementsAfter, type Clock, type UnlockedAchievement } from "../achievements/service.ts";
import { awardAndLog, type LogAction } from "../rewards/log.ts";
import { managedPlayer } from "../rewards/scope.ts";

export const RESOURCE_MESSAGES = {
  onlyGm: "只有GM可以调整玩家资源",
  reason: "请输入调整原因",
  nothing: "请至少调整一项资源",
  both: "同一资源不能同时设置数值和调整量",
} as const;

/** A new value, or a change to the current one. */
export type Amount = { set: number } | { delta: number };
type Kind = "xp" | "emeralds" | "diamonds";

export type PlayerStanding = {
  id: string;
  username: string;
  full_name: string | null;
  player_level: number;
  player_xp: number;
  xp_to_next_level: number;
  emeralds: number;
  diamonds: number;
};

export type ResourceChange = {
  player: PlayerStanding;
  /** What actually changed (after flooring at 0); the log line records the same. */
  change: { xp: number; emeralds: number; diamonds: number };
  levels_gained: number;
  log_id: string;
  achievements_unlocked: UnlockedAchievement[];
};

const CURRENT_SQL = "SELECT player_xp, emeralds, diamonds FROM profiles WHERE id = ?";
const STANDING_SQL = `SELECT p.id, p.username, coalesce(d.name, p.full_name) AS full_name, p.player_level, p.player_xp, p.xp_to_next_level, p.emeralds, p.diamonds
  FROM profiles p LEFT JOIN user_details d ON d.user_id = p.id WHERE p.id = ?`;

export type ChangeMeta = { action: LogAction; reason?: string | null; reasonRequired: boolean; onlyGm?: string };

/** The one path for every GM change to a player's balances. */
export function applyGmChange(db: Db, actor: Actor, playerId: string, amounts: Partial<Record<Kind, Amount>>, meta: ChangeMeta, clock: Clock): ResourceChange {
  const player = managedPlayer(db, actor, playerId, meta.onlyGm ?? RESOURCE_MESSAGES.onlyGm);
  const reason = meta.reason?.trim() || null;
  const result = db.transaction(
    (tx) => {
      const current = db.$client.query<{ player_xp: number; emeralds: number; diamonds: number }, [string]>(CURRENT_SQL).get(player.id)!;
      const now: Record<Kind, number> = { xp: current.player_xp, emeralds: current.emeralds, diamonds: current.diamonds };
      const delta = (k: Kind) => {
        const a = amounts[k];
        return !a ? 0 : "set" in a ? a.set - now[k] : a.delta;
      };
      const d = { xp: delta("xp"), emeralds: delta("emeralds"), diamonds: delta("diamonds") };
      if (d.xp === 0 && d.emeralds === 0 && d.diamonds === 0) throw badRequest(RESOURCE_MESSAGES.nothing);
      if (meta.reasonRequired && !reason) throw badRequest(RESOURCE_MESSAGES.reason);
      return awardAndLog(tx, { userId: player.id, ...d, action: meta.action, reason, sourceType: "GM", createdBy: actor.id, now: clock.now });
    },
    { behavior: "immediate" },
  );
  const achievements_unlocked = checkAchievementsAfter(db, player.id, clock);
  return {
    player: db.$client.query<PlayerStanding, [string]>(STANDING_SQL).get(player.id)!,
    change: result.applied,
    levels_gained: result.levels_gained,
    log_id: result.log_id,
    achievements_unlocked,
  };
}

export type ResourcesInput = {
  player_xp?: number;
  emeralds?: number;
  diamonds?: number;
  xp_delta?: number;
  emeralds_delta?: number;
  diamonds_delta?: number;
  reason?: string | null;
};

/**
 * PUT /api/users/{id}/resources: new values (player_xp, emeralds, diamonds) and/or adjustments
 * (xp_delta, emeralds_delta, diamonds_delta), one form per resource; a reason is required.
 */
export function updateResources(db: Db, actor: Actor, playerId: string, input: ResourcesInput, clock: Clock): ResourceChange {
  const pick = (set: number | undefined, delta: number | undefined): Amount | undefined => {
    if (set !== undefined && delta !== undefined) throw badRequest(RESOURCE_MESSAGES.both);
    return set !== undefined ? { set } : delta !== undefined ? { delta } : undefined;
  };
  const amounts = {
    xp: pick(input.player_xp, input.xp_delta),
    emeralds: pick(input.emeralds, input.emeralds_delta),
    diamonds: pick(input.diamonds, input.diamonds_delta),
  };
  return applyGmChange(db, actor, playerId, amounts, { action: "RESOURCES_ADJUSTED", reason: input.reason, reasonRequired: true }, clock);
}

/** POST /api/users/{id}/award-xp {xp, reason?}. */
export function awardXp(db: Db, actor: Actor, playerId: string, input: { xp: number; reason?: string | null }, clock: Clock): ResourceChange {
  return applyGmChange(db, actor, playerId, { xp: { delta: input.xp } }, { action: "XP_AWARDED", reason: input.reason, reasonRequired: false }, clock);
}

/** POST /api/users/{id}/award-resources {emeralds, diamonds, reason?}. */
export function awardResources(
  db: Db,
  actor: Actor,
  playerId: string,
  input: { emeralds?: number; diamonds?: number; reason?: string | null },
  clock: Clock,
): ResourceChange {
  const amounts = { emeralds: { delta: input.emeralds ?? 0 }, diamonds: { delta: input.diamonds ?? 0 } };
  return applyGmChange(db, actor, playerId, amounts, { action: "RESOURCES_AWARDED", reason: input.reason, reasonRequired: false }, clock);
}
