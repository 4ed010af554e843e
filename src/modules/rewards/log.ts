/**
 * Awarding XP and resources (D7, D8, D11): the balance change, the level-up and the reward-log
 * entry, always together. Call inside the transaction that decides the award, so a failure
 * anywhere leaves no half-paid task.
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { profiles, rewardLogs } from "../../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";

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

export type Award = {
  userId: string;
  xp: number;
  emeralds: number;
  diamonds: number;
  /** What happened, e.g. TASK_COMPLETED. */
  action: string;
  reason?: string | null;
  sourceType?: string | null;
  sourceId?: string | null;
  createdBy?: string | null;
  now: Date;
};

export type AwardResult = LevelState & {
  emeralds: number;
  diamonds: number;
  levels_gained: number;
  log_id: string;
};

/** Applies an award to the user's profile (balances floored at 0) and writes its log entry. */
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
  const now = award.now.toISOString();
  tx.update(profiles)
    .set({
      player_level: level.player_level,
      player_xp: level.player_xp,
      xp_to_next_level: level.xp_to_next_level,
      emeralds,
      diamonds,
      updated_at: now,
    })
    .where(eq(profiles.id, award.userId))
    .run();
  const log_id = newId();
  tx.insert(rewardLogs)
    .values({
      id: log_id,
      user_id: award.userId,
      action: award.action,
      xp_awarded: award.xp,
      emeralds_awarded: award.emeralds,
      diamonds_awarded: award.diamonds,
      reason: award.reason ?? null,
      source_type: award.sourceType ?? null,
      source_id: award.sourceId ?? null,
      created_by: award.createdBy ?? null,
      created_at: now,
    })
    .run();
  return { ...level, emeralds, diamonds, log_id };
}
