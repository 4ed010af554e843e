/**
 * The reward log as a history (the /progress page, the GM's view of a player): what earned or
 * spent what, when, why, and who did it; and POST /api/rewards/logs, which a GM may use as a
 * manual award (E7): the amounts are applied like an adjustment, so the log never disagrees
 * with the balances. Players cannot write log lines; the server writes them (D11).
 */
import type { Db } from "../../../db/client.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest } from "../../lib/errors.ts";
import type { Clock } from "../achievements/service.ts";
import { applyGmChange, type ResourceChange } from "../resources/service.ts";
import { LOG_ACTIONS } from "./log.ts";
import { listScope, scopeSql, splitList } from "./scope.ts";

export type RewardLogView = {
  id: string;
  user_id: string;
  username: string;
  action: string;
  /** The action in words (完成任务, 兑换奖励, 解锁成就 …). */
  action_label: string;
  xp_awarded: number;
  emeralds_awarded: number;
  diamonds_awarded: number;
  /** The task's or item's or achievement's name, or the GM's reason. */
  reason: string | null;
  source_type: string | null;
  source_id: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
};

const SELECT = `SELECT l.id, l.user_id, p.username, l.action, l.xp_awarded, l.emeralds_awarded, l.diamonds_awarded, l.reason,
    l.source_type, l.source_id, l.created_by, coalesce(cd.name, c.full_name, c.username) AS created_by_name, l.created_at
  FROM reward_logs l
  JOIN profiles p ON p.id = l.user_id
  LEFT JOIN profiles c ON c.id = l.created_by
  LEFT JOIN user_details cd ON cd.user_id = l.created_by`;
const ACTION_FILTER = `(? IS NULL OR l.action IN (SELECT value FROM json_each(?)))`;

export type LogFilters = { player_id?: string; playerIds?: string; action?: string; limit?: number; offset?: number };

/** GET /api/rewards/logs: a player's own, or a GM's players' (player_id / playerIds must be theirs). Newest first. */
export function listLogs(db: Db, actor: Actor, filters: LogFilters): { data: RewardLogView[]; total: number } {
  const scope = listScope(db, actor, [...splitList(filters.playerIds), ...splitList(filters.player_id)]);
  const actions = splitList(filters.action);
  const actionArg = actions.length ? JSON.stringify(actions) : null;
  const { where, params } = scopeSql(scope, "l.user_id");
  const args = [...params, actionArg, actionArg];
  const rows = db.$client
    .query<Omit<RewardLogView, "action_label">, (string | number | null)[]>(
      `${SELECT} WHERE ${where} AND ${ACTION_FILTER} ORDER BY l.created_at DESC, l.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, filters.limit ?? 20, filters.offset ?? 0);
  const total = db.$client.query<{ n: number }, (string | null)[]>(`SELECT count(*) AS n FROM reward_logs l WHERE ${where} AND ${ACTION_FILTER}`).get(...args)!.n;
  const data = rows.map((r) => ({ ...r, action_label: (LOG_ACTIONS as Record<string, string>)[r.action] ?? r.action }));
  return { data, total };
}

export type LogInput = {
  user_id?: string;
  player_id?: string;
  action?: string | null;
  xp_awarded?: number;
  emeralds_awarded?: number;
  diamonds_awarded?: number;
  reason?: string | null;
};

/** POST /api/rewards/logs: the GM's manual award for their player; the reason (or the action text) is required. */
export function postLog(db: Db, actor: Actor, input: LogInput, clock: Clock): ResourceChange {
  const playerId = input.user_id || input.player_id;
  if (!playerId) throw badRequest("请选择玩家");
  const amounts = {
    xp: { delta: input.xp_awarded ?? 0 },
    emeralds: { delta: input.emeralds_awarded ?? 0 },
    diamonds: { delta: input.diamonds_awarded ?? 0 },
  };
  const reason = input.reason?.trim() || input.action?.trim() || null;
  return applyGmChange(db, actor, playerId, amounts, { action: "GM_AWARD", reason, reasonRequired: true, onlyGm: "奖励记录由服务器生成，只有GM可以手动记录奖励" }, clock);
}
