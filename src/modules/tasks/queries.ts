/**
 * Reading task instances: one player's day or history (GET /api/tasks/instances) and all of a
 * GM's players' tasks (GET /api/tasks/gm/{gmId}/instances), with the filters of spec 1-core §7.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { profiles, SOURCE_TYPES, TASK_STATUSES, type TaskStatus } from "../../../db/schema/index.ts";
import { assertCanActOn, assertGm } from "../../lib/access.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { dayRange, localDate, parseLocalDate } from "../../lib/time.ts";
import { TASK_MESSAGES, type INSTANCE_SORTS } from "./model.ts";
import { readInstances, type InstanceQuerySql } from "./instance-sql.ts";
import { instanceView, type InstanceView } from "./views.ts";

export type InstanceFilters = {
  player_id?: string;
  date?: string;
  status?: string;
  source_type?: string;
  parent_task_instance_id?: string;
  include_overdue?: boolean;
  sort?: (typeof INSTANCE_SORTS)[number];
  limit?: number;
  offset?: number;
};

export type Clock = { now: Date; timeZone: string };

/** Statuses in which a task still waits for the player or the GM. */
export const OPEN_STATUSES: TaskStatus[] = ["PENDING_ACCEPTANCE", "ACCEPTED", "IN_PROGRESS", "PENDING_REVIEW"];

/** "today" or YYYY-MM-DD, as a day of the configured zone. */
export function resolveDate(value: string, clock: Clock): string {
  if (value === "today") return localDate(clock.now, clock.timeZone);
  if (!parseLocalDate(value)) throw badRequest(TASK_MESSAGES.date);
  return value;
}

export function parseStatuses(value: string): TaskStatus[] {
  const list = value.split(",").map((s) => s.trim()).filter(Boolean);
  if (list.length === 0 || list.some((s) => !(TASK_STATUSES as readonly string[]).includes(s))) throw badRequest(TASK_MESSAGES.status);
  return list as TaskStatus[];
}

/**
 * A task belongs to day D when D lies between its start (accepted, else created) and its due
 * date, and it was not completed before D: a daily quest shows on its day, a weekly quest on
 * every day of its week until done. A long-term sub-task shows only on its own day.
 * `include_overdue` adds unfinished tasks whose due date passed before D (for the today page).
 * Both halves seek an index of (player_id, …), so SQLite answers the OR with two index ranges.
 */
function dayCondition(date: string, clock: Clock, includeOverdue: boolean): { sql: string; params: string[] } {
  const { start, end } = dayRange(date, clock.timeZone);
  const s = start.toISOString();
  const e = end.toISOString();
  const onDay = `(i.due_date >= ? AND coalesce(i.accepted_at, i.created_at) < ? AND (i.completed_at IS NULL OR i.completed_at >= ?)
    AND (i.source_type != 'LONG_TERM_SUB_TASK' OR i.due_date < ?))`;
  if (!includeOverdue) return { sql: onDay, params: [s, e, s, e] };
  const open = OPEN_STATUSES.map((x) => `'${x}'`).join(", ");
  return { sql: `(${onDay} OR (i.status IN (${open}) AND i.due_date < ?))`, params: [s, e, s, e, s] };
}

type Scope = { sql: string; params: string[] };

/** The page query and its WHERE, separate so tests can read the plan SQLite picks. */
export function buildInstanceQuery(scope: Scope, filters: InstanceFilters, clock: Clock, defaultSort: InstanceQuerySql["sort"]): InstanceQuerySql {
  const where = [scope.sql];
  const params: (string | number)[] = [...scope.params];
  if (filters.status) {
    const statuses = parseStatuses(filters.status);
    where.push(`i.status IN (${statuses.map(() => "?").join(", ")})`);
    params.push(...statuses);
  }
  if (filters.source_type) {
    if (!(SOURCE_TYPES as readonly string[]).includes(filters.source_type)) throw badRequest("无效的任务来源");
    where.push("i.source_type = ?");
    params.push(filters.source_type);
  }
  if (filters.parent_task_instance_id) {
    where.push("i.parent_task_instance_id = ?");
    params.push(filters.parent_task_instance_id);
  }
  if (filters.date) {
    const day = dayCondition(resolveDate(filters.date, clock), clock, filters.include_overdue ?? false);
    where.push(day.sql);
    params.push(...day.params);
  }
  return {
    where: where.join(" AND "),
    params,
    sort: filters.sort ?? defaultSort,
    limit: filters.limit ?? 50,
    offset: filters.offset ?? 0,
    sortInMemory: !!filters.date,
  };
}

function queryInstances(db: Db, scope: Scope, filters: InstanceFilters, clock: Clock, defaultSort: InstanceQuerySql["sort"]) {
  return readInstances(db, buildInstanceQuery(scope, filters, clock, defaultSort));
}

/** One player's tasks: the player themself or their GM. Without player_id, the actor's own. */
export function listPlayerInstances(db: Db, actor: Actor, filters: InstanceFilters, clock: Clock): { data: InstanceView[]; total: number } {
  const playerId = filters.player_id || actor.id;
  assertCanActOn(db, actor, playerId);
  return queryInstances(db, { sql: "i.player_id = ?", params: [playerId] }, filters, clock, "due_date");
}

/** Every task of the GM's players (the review queue, the overview), most recently changed first. */
export function listGmInstances(db: Db, actor: Actor, gmId: string, filters: InstanceFilters, clock: Clock): { data: InstanceView[]; total: number } {
  assertGm(actor);
  if (gmId !== actor.id) throw forbidden("只能查看自己管理的玩家的任务");
  let scope: Scope = { sql: "i.player_id IN (SELECT id FROM profiles WHERE gm_id = ?)", params: [gmId] };
  if (filters.player_id) {
    const player = db.select({ gm_id: profiles.gm_id }).from(profiles).where(eq(profiles.id, filters.player_id)).get();
    if (!player) throw notFound("未找到该用户");
    if (player.gm_id !== gmId) throw forbidden("无权访问该用户的数据");
    scope = { sql: "i.player_id = ?", params: [filters.player_id] };
  }
  return queryInstances(db, scope, filters, clock, "updated_at");
}

/** One task for the player or their GM; anyone else gets 404, as if it did not exist. */
export function getInstance(db: Db, actor: Actor, id: string): InstanceView {
  const view = instanceView(db, id);
  if (!view) throw notFound("未找到该任务");
  try {
    assertCanActOn(db, actor, view.player_id);
  } catch {
    throw notFound("未找到该任务");
  }
  return view;
}
