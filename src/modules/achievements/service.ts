/**
 * Achievements (issue #5; docs/decisions.md E8–E11): the shared, seeded templates, each player's
 * progress towards them, the check that unlocks and pays what the player has reached, and the
 * GM's grant. An achievement unlocks and pays at most once: UNIQUE(player_id, template_id) and
 * INSERT … ON CONFLICT DO NOTHING inside an IMMEDIATE transaction with the payment.
 */
import type { Db, DbOrTx } from "../../../db/client.ts";
import { playerAchievements, type AchievementCriterion, type AchievementSource } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { log } from "../../lib/log.ts";
import { awardAndLog } from "../rewards/log.ts";
import { listScope, managedPlayer, playerRow, scopeSql, selfOrGm } from "../rewards/scope.ts";
import { measure, type Metrics } from "./criteria.ts";

export type Clock = { now: Date; timeZone: string };

export const CRITERION_LABELS: Record<AchievementCriterion, string> = {
  QUESTS_COMPLETED: "完成任务数",
  LEVEL_REACHED: "达到等级",
  XP_EARNED: "累计获得经验",
  EMERALDS_EARNED: "累计获得绿宝石",
  DIAMONDS_EARNED: "累计获得钻石",
  REDEMPTIONS: "兑换奖励次数",
  ACTIVE_DAYS_STREAK: "连续学习天数",
};

type TemplateRow = {
  id: string;
  key: string;
  name: string;
  description: string;
  icon: string;
  criterion_type: AchievementCriterion;
  threshold: number;
  xp_reward: number;
  emeralds_reward: number;
  diamonds_reward: number;
  sort_order: number;
};

export type Progress = { current: number; threshold: number; unlocked: boolean; unlocked_at: string | null };
export type AchievementTemplateView = TemplateRow & { criterion_label: string; progress: Progress | null };

/** An unlocked achievement with its template's fields, ready to show or celebrate. */
export type UnlockedAchievement = {
  id: string;
  player_id: string;
  username: string;
  template_id: string;
  key: string;
  name: string;
  description: string;
  icon: string;
  criterion_type: AchievementCriterion;
  threshold: number;
  unlocked_at: string;
  source: AchievementSource;
  granted_by: string | null;
  xp_awarded: number;
  emeralds_awarded: number;
  diamonds_awarded: number;
};

const TEMPLATE_COLUMNS = `t.id, t.key, t.name, t.description, t.icon, t.criterion_type, t.threshold, t.xp_reward, t.emeralds_reward, t.diamonds_reward, t.sort_order`;
const ACTIVE_SQL = `SELECT ${TEMPLATE_COLUMNS} FROM achievement_templates t WHERE t.is_active = 1 ORDER BY t.sort_order, t.key`;
const LOCKED_SQL = `SELECT ${TEMPLATE_COLUMNS} FROM achievement_templates t
  WHERE t.is_active = 1 AND NOT EXISTS (SELECT 1 FROM player_achievements a WHERE a.player_id = ? AND a.template_id = t.id)
  ORDER BY t.sort_order, t.key`;
const TEMPLATE_BY_ID_SQL = `SELECT ${TEMPLATE_COLUMNS} FROM achievement_templates t WHERE t.id = ? AND t.is_active = 1`;
const UNLOCKED_COLUMNS = `a.id, a.player_id, p.username, a.template_id, t.key, t.name, t.description, t.icon, t.criterion_type, t.threshold,
  a.unlocked_at, a.source, a.granted_by, a.xp_awarded, a.emeralds_awarded, a.diamonds_awarded
  FROM player_achievements a JOIN achievement_templates t ON t.id = a.template_id JOIN profiles p ON p.id = a.player_id`;
const UNLOCKED_BY_ID_SQL = `SELECT ${UNLOCKED_COLUMNS} WHERE a.id = ?`;
const DATES_SQL = `SELECT template_id, unlocked_at FROM player_achievements WHERE player_id = ?`;

/** Unlocks one achievement and pays its rewards, unless the player has it already (then null). */
function unlockInTx(db: Db, tx: DbOrTx, playerId: string, t: TemplateRow, source: AchievementSource, grantedBy: string | null, now: Date): UnlockedAchievement | null {
  const id = newId();
  const inserted = tx
    .insert(playerAchievements)
    .values({
      id,
      player_id: playerId,
      template_id: t.id,
      unlocked_at: now.toISOString(),
      source,
      granted_by: grantedBy,
      xp_awarded: t.xp_reward,
      emeralds_awarded: t.emeralds_reward,
      diamonds_awarded: t.diamonds_reward,
    })
    .onConflictDoNothing()
    .returning({ id: playerAchievements.id })
    .all();
  if (inserted.length === 0) return null;
  // Logged even when it pays nothing, so the history shows the achievement.
  awardAndLog(tx, {
    userId: playerId,
    xp: t.xp_reward,
    emeralds: t.emeralds_reward,
    diamonds: t.diamonds_reward,
    action: "ACHIEVEMENT_UNLOCKED",
    reason: t.name,
    sourceType: "ACHIEVEMENT",
    sourceId: id,
    createdBy: grantedBy,
    now,
  });
  return db.$client.query<UnlockedAchievement, [string]>(UNLOCKED_BY_ID_SQL).get(id)!;
}

/**
 * Unlocks everything the player has reached, in the caller's transaction. Rewards can reach
 * further thresholds (XP → a level), so it measures again until a pass unlocks nothing.
 */
export function checkInTx(db: Db, tx: DbOrTx, playerId: string, clock: Clock): UnlockedAchievement[] {
  const unlocked: UnlockedAchievement[] = [];
  if (playerRow(db, playerId).role !== "PLAYER") return unlocked;
  for (let pass = 0; pass < 20; pass++) {
    const locked = db.$client.query<TemplateRow, [string]>(LOCKED_SQL).all(playerId);
    if (locked.length === 0) break;
    const metrics = measure(db, playerId, new Set(locked.map((t) => t.criterion_type)), clock.timeZone);
    let any = false;
    for (const t of locked) {
      if ((metrics[t.criterion_type] ?? 0) < t.threshold) continue;
      const done = unlockInTx(db, tx, playerId, t, "AUTO", null, clock.now);
      if (done) {
        unlocked.push(done);
        any = true;
      }
    }
    if (!any) break;
  }
  return unlocked;
}

/** Runs the check in its own IMMEDIATE transaction. */
export function checkAchievements(db: Db, playerId: string, clock: Clock): UnlockedAchievement[] {
  return db.transaction((tx) => checkInTx(db, tx, playerId, clock), { behavior: "immediate" });
}

/**
 * The automatic check after an approval, redemption or award has committed. That change stands
 * whatever happens here; a failure is logged and the next check catches up (E10).
 */
export function checkAchievementsAfter(db: Db, playerId: string, clock: Clock): UnlockedAchievement[] {
  try {
    return checkAchievements(db, playerId, clock);
  } catch (error) {
    log.error("achievement check failed", error);
    return [];
  }
}

/** POST /api/achievements/check?player_id: the player themself or their GM. */
export function checkFor(db: Db, actor: Actor, playerId: string | undefined, clock: Clock): { achievements_unlocked: UnlockedAchievement[] } {
  if (!playerId && actor.role === "GM") throw badRequest("请选择玩家");
  const player = selfOrGm(db, actor, playerId ?? actor.id);
  return { achievements_unlocked: checkAchievements(db, player.id, clock) };
}

/** GET /api/achievements/templates: the active set, with the player's progress when there is a player. */
export function listTemplates(db: Db, actor: Actor, playerId: string | undefined, clock: Clock): { data: AchievementTemplateView[]; total: number } {
  const templates = db.$client.query<TemplateRow, []>(ACTIVE_SQL).all();
  const target = playerId ?? (actor.role === "PLAYER" ? actor.id : undefined);
  let metrics: Metrics | null = null;
  let dates = new Map<string, string>();
  if (target) {
    const player = selfOrGm(db, actor, target);
    metrics = measure(db, player.id, new Set(templates.map((t) => t.criterion_type)), clock.timeZone);
    const rows = db.$client.query<{ template_id: string; unlocked_at: string }, [string]>(DATES_SQL).all(player.id);
    dates = new Map(rows.map((r) => [r.template_id, r.unlocked_at]));
  }
  const data = templates.map((t) => {
    const unlocked_at = dates.get(t.id) ?? null;
    const progress = metrics
      ? { current: Math.min(metrics[t.criterion_type] ?? 0, t.threshold), threshold: t.threshold, unlocked: unlocked_at !== null, unlocked_at }
      : null;
    return { ...t, criterion_label: CRITERION_LABELS[t.criterion_type], progress };
  });
  return { data, total: data.length };
}

/** GET /api/achievements/unlocked?player_id: newest first; a GM without player_id sees all their players'. */
export function listUnlocked(db: Db, actor: Actor, playerId: string | undefined): { data: UnlockedAchievement[]; total: number } {
  const scope = listScope(db, actor, playerId ? [playerId] : []);
  const { where, params } = scopeSql(scope, "a.player_id");
  const data = db.$client.query<UnlockedAchievement, string[]>(`SELECT ${UNLOCKED_COLUMNS} WHERE ${where} ORDER BY a.unlocked_at DESC, a.rowid DESC`).all(...params);
  return { data, total: data.length };
}

/**
 * POST /api/achievements/unlock: the GM grants an achievement to their player; it pays its
 * rewards once (409 if the player has it), then the check runs for anything the payment reached.
 */
export function grantAchievement(
  db: Db,
  actor: Actor,
  input: { player_id: string; template_id: string },
  clock: Clock,
): { achievement: UnlockedAchievement; achievements_unlocked: UnlockedAchievement[] } {
  const player = managedPlayer(db, actor, input.player_id, "只有GM可以授予成就");
  if (player.role !== "PLAYER") throw forbidden("只能为玩家授予成就");
  const template = db.$client.query<TemplateRow, [string]>(TEMPLATE_BY_ID_SQL).get(input.template_id);
  if (!template) throw notFound("未找到该成就");
  const achievement = db.transaction(
    (tx) => {
      const done = unlockInTx(db, tx, player.id, template, "GM_GRANT", actor.id, clock.now);
      if (!done) throw conflict("该玩家已解锁此成就");
      return done;
    },
    { behavior: "immediate" },
  );
  return { achievement, achievements_unlocked: [achievement, ...checkAchievementsAfter(db, player.id, clock)] };
}
