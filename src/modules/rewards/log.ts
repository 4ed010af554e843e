/**
 * The one way a player's balances change (D7, D8, D11): the change, the level-up and the
 * reward-log entry, always together. Task approval, the GM's awards and adjustments and
 * achievements all call `awardAndLog` inside the transaction that decides the change, so a
 * failure anywhere leaves nothing half-paid. Spending (redemption) refuses instead of flooring,
 * so it makes its own conditional UPDATE and writes its line with `insertLog`.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { profiles, rewardLogs } from "../../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";

/** The reward log's `action` vocabulary; the history page shows the labels. */
export const LOG_ACTIONS = {
  TASK_COMPLETED: "完成任务",
  REWARD_REDEEMED: "兑换奖励",
  RESOURCES_ADJUSTED: "GM调整资源",
  XP_AWARDED: "GM奖励经验",
  RESOURCES_AWARDED: "GM奖励资源",
  GM_AWARD: "GM奖励",
  ACHIEVEMENT_UNLOCKED: "解锁成就",
} as const;
export type LogAction = keyof typeof LOG_ACTIONS;

export type LevelState = { player_level: number; player_xp: number; xp_to_next_level: number };

/**
 * D8: add `xp` (may be negative; XP never drops below 0 and levels never go down), then while
 * player_xp >= xp_to_next_level subtract it, level + 1, and xp_to_next_level = 100 × new level.
 */
export function applyXp(state: LevelState, xp: number): LevelState & { levels_gained: number } {
  let level = state.player_level;
  let current = Math.max(0, state.player_xp + xp);
  // A broken threshold (0 or less) would loop forever; fall back to the rule's own value.
  let next = state.xp_to_next_level > 0 ? state.xp_to_next_level : 100 * level;
  let gained = 0;
  while (current >= next) {
    current -= next;
    level += 1;
    gained += 1;
    next = 100 * level;
  }
  return { player_level: level, player_xp: current, xp_to_next_level: next, levels_gained: gained };
}

/** Who and what a log line is about, besides the amounts. */
export type LogContext = {
  userId: string;
  action: LogAction | (string & {});
  reason?: string | null;
  sourceType?: string | null;
  sourceId?: string | null;
  createdBy?: string | null;
  now: Date;
};

export type Award = LogContext & { xp: number; emeralds: number; diamonds: number };

export type AwardResult = LevelState & {
  emeralds: number;
  diamonds: number;
  levels_gained: number;
  /** What actually changed after flooring at 0: what the log line records. */
  applied: { xp: number; emeralds: number; diamonds: number };
  log_id: string;
};

/** Writes one reward-log line; call in the transaction that made the change. */
export function insertLog(tx: DbOrTx, entry: LogContext & { xp: number; emeralds: number; diamonds: number }): string {
  const id = newId();
  tx.insert(rewardLogs)
    .values({
      id,
      user_id: entry.userId,
      action: entry.action,
      xp_awarded: entry.xp,
      emeralds_awarded: entry.emeralds,
      diamonds_awarded: entry.diamonds,
      reason: entry.reason ?? null,
      source_type: entry.sourceType ?? null,
      source_id: entry.sourceId ?? null,
      created_by: entry.createdBy ?? null,
      created_at: entry.now.toISOString(),
    })
    .run();
  return id;
}

/**
 * Applies a change to the user's XP and balances (each floored at 0, levels per D8) and writes
 * its log line with the amounts that actually changed, so a player's log always sums to what
 * they hold.
 */
export function awardAndLog(tx: DbOrTx, award: Award): AwardResult {
  const profile = tx
    .select({
      player_level: profiles.player_level,
      player_xp: profiles.player_xp,
      xp_to_next_level: profiles.xp_to_next_level,
      emeralds: profiles.emeralds,
      diamonds: profiles.diamonds,
    })
    .from(profiles)
    .where(eq(profiles.id, award.userId))
    .get();
  if (!profile) throw notFound("未找到该玩家");
  const level = applyXp(profile, award.xp);
  const emeralds = Math.max(0, profile.emeralds + award.emeralds);
  const diamonds = Math.max(0, profile.diamonds + award.diamonds);
  // A loss can take away at most the XP of the current level (levels never go down).
  const applied = { xp: Math.max(award.xp, -profile.player_xp), emeralds: emeralds - profile.emeralds, diamonds: diamonds - profile.diamonds };
  tx.update(profiles)
    .set({
      player_level: level.player_level,
      player_xp: level.player_xp,
      xp_to_next_level: level.xp_to_next_level,
      emeralds,
      diamonds,
      updated_at: award.now.toISOString(),
    })
    .where(eq(profiles.id, award.userId))
    .run();
  const log_id = insertLog(tx, { ...award, ...applied });
  return { ...level, emeralds, diamonds, applied, log_id };
}
