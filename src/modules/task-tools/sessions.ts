/**
 * Tool sessions link a study tool ("weapon") and the tool's own session id to a task (spec
 * 1-core §3, §7), so learning tools can report progress on the task they were opened for. Only
 * the task's player and their GM may see or change them.
 */
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { profiles, taskInstances, taskWeapons, toolSessions, type ToolSessionStatus } from "../../../db/schema/index.ts";
import { canActOn } from "../../lib/access.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";

export type ToolView = Pick<typeof taskWeapons.$inferSelect, "id" | "name" | "icon" | "tool_type">;
export type SessionView = typeof toolSessions.$inferSelect & { tool: ToolView | null };

const toolColumns = { id: taskWeapons.id, name: taskWeapons.name, icon: taskWeapons.icon, tool_type: taskWeapons.tool_type };

function selectSessions(db: Db, where: SQL | undefined): SessionView[] {
  return db
    .select({ s: toolSessions, tool: toolColumns })
    .from(toolSessions)
    .leftJoin(taskWeapons, eq(taskWeapons.id, toolSessions.tool_id))
    .where(where)
    .orderBy(toolSessions.created_at, toolSessions.id)
    .all()
    .map((r) => ({ ...r.s, tool: r.tool }));
}

/** The task's player (and their GM) when the actor may act on it; 404 otherwise. */
function taskFor(db: Db, actor: Actor, taskId: string): { player_id: string; gm_id: string | null } {
  const task = db
    .select({ player_id: taskInstances.player_id, gm_id: profiles.gm_id })
    .from(taskInstances)
    .leftJoin(profiles, eq(profiles.id, taskInstances.player_id))
    .where(eq(taskInstances.id, taskId))
    .get();
  if (!task || !canActOn(db, actor, task.player_id)) throw notFound("未找到该任务");
  return task;
}

/** The tool must be one of the task's GM's weapons. */
function assertTool(db: Db, gmId: string | null, toolId: string): void {
  const tool = gmId ? db.select({ id: taskWeapons.id }).from(taskWeapons).where(and(eq(taskWeapons.id, toolId), eq(taskWeapons.gm_id, gmId))).get() : null;
  if (!tool) throw badRequest("武器不存在");
}

function sessionFor(db: Db, actor: Actor, id: string): typeof toolSessions.$inferSelect {
  const row = db.select().from(toolSessions).where(eq(toolSessions.id, id)).get();
  if (!row) throw notFound("未找到该工具会话");
  try {
    taskFor(db, actor, row.task_instance_id);
  } catch {
    throw notFound("未找到该工具会话");
  }
  return row;
}

export type SessionInput = { task_instance_id: string; tool_id: string; session_id?: string | null; status?: ToolSessionStatus };

/** Links a tool to a task the actor may act on. */
export function createSession(db: Db, actor: Actor, input: SessionInput, now = new Date()): SessionView {
  const task = taskFor(db, actor, input.task_instance_id);
  assertTool(db, task.gm_id, input.tool_id);
  const stamp = now.toISOString();
  const id = newId();
  db.insert(toolSessions)
    .values({
      id,
      task_instance_id: input.task_instance_id,
      tool_id: input.tool_id,
      session_id: input.session_id?.trim() || null,
      status: input.status ?? "NOT_STARTED",
      created_at: stamp,
      updated_at: stamp,
    })
    .run();
  return selectSessions(db, eq(toolSessions.id, id))[0]!;
}

/** Sessions by task, by tool, or both; only of tasks the actor may see. */
export function listSessions(db: Db, actor: Actor, filters: { task_instance_id?: string; tool_id?: string }): { data: SessionView[]; total: number } {
  if (!filters.task_instance_id && !filters.tool_id) throw badRequest("请提供 task_instance_id 或 tool_id");
  const conditions: SQL[] = [];
  if (filters.task_instance_id) {
    taskFor(db, actor, filters.task_instance_id);
    conditions.push(eq(toolSessions.task_instance_id, filters.task_instance_id));
  } else {
    const visiblePlayers = db.select({ id: profiles.id }).from(profiles).where(or(eq(profiles.id, actor.id), eq(profiles.gm_id, actor.id)));
    const visibleTasks = db.select({ id: taskInstances.id }).from(taskInstances).where(inArray(taskInstances.player_id, visiblePlayers));
    conditions.push(inArray(toolSessions.task_instance_id, visibleTasks));
  }
  if (filters.tool_id) conditions.push(eq(toolSessions.tool_id, filters.tool_id));
  const data = selectSessions(db, and(...conditions));
  return { data, total: data.length };
}

/** Changes session_id, status or tool of a session the actor may see. */
export function updateSession(
  db: Db,
  actor: Actor,
  id: string,
  input: { session_id?: string | null; status?: ToolSessionStatus; tool_id?: string },
  now = new Date(),
): SessionView {
  const row = sessionFor(db, actor, id);
  const changes: Partial<typeof toolSessions.$inferInsert> = { updated_at: now.toISOString() };
  if (input.session_id !== undefined) changes.session_id = input.session_id?.trim() || null;
  if (input.status !== undefined) changes.status = input.status;
  if (input.tool_id !== undefined) {
    assertTool(db, taskFor(db, actor, row.task_instance_id).gm_id, input.tool_id);
    changes.tool_id = input.tool_id;
  }
  db.update(toolSessions).set(changes).where(eq(toolSessions.id, id)).run();
  return selectSessions(db, eq(toolSessions.id, id))[0]!;
}

export function deleteSession(db: Db, actor: Actor, id: string): void {
  sessionFor(db, actor, id);
  db.delete(toolSessions).where(eq(toolSessions.id, id)).run();
}
