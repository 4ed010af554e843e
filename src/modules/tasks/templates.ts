/**
 * Task templates (spec 1-core §3, 3-gm §2.1, §5): a GM manages their own; their players see the
 * active ones on the quest board. Deleting a template that tasks came from only archives it.
 */
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { taskCategories, taskDifficulties, taskIcons, taskInstances, taskTemplates } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, forbidden, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { ensureDefaults, metaOwner, writerGm } from "../task-meta/scope.ts";
import { TASK_MESSAGES } from "./model.ts";
import { joinTemplateMeta, templateColumns, templateView, toTemplateView, type TemplateView } from "./views.ts";

export type TemplateInput = Partial<Omit<typeof taskTemplates.$inferInsert, "id" | "created_at" | "updated_at" | "deleted_at">>;

export type TemplateFilters = {
  is_active?: boolean;
  limit?: number;
  offset?: number;
  gm_id?: string;
  query?: string;
  task_type?: string;
  category_id?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Lists templates: a GM their own (gm_id, when given, must be theirs); a player only their GM's
 * active ones. Newest first; `{ data, total }`.
 */
export function listTemplates(db: Db, actor: Actor, filters: TemplateFilters): { data: TemplateView[]; total: number } {
  const owner = metaOwner(actor);
  if (filters.gm_id && filters.gm_id !== owner) throw forbidden("无权查看其他GM的任务模板");
  if (!owner) return { data: [], total: 0 };
  const conditions: (SQL | undefined)[] = [eq(taskTemplates.gm_id, owner), isNull(taskTemplates.deleted_at)];
  const active = actor.role === "GM" ? filters.is_active : true;
  if (active !== undefined) conditions.push(eq(taskTemplates.is_active, active));
  if (filters.task_type) conditions.push(eq(taskTemplates.task_type, filters.task_type as TemplateView["task_type"]));
  if (filters.category_id) conditions.push(eq(taskTemplates.category_id, filters.category_id));
  const q = filters.query?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(sql`${taskTemplates.name} LIKE ${pattern} ESCAPE '\\'`, sql`${taskTemplates.description} LIKE ${pattern} ESCAPE '\\'`));
  }
  const where = and(...conditions);
  const rows = joinTemplateMeta(db.select(templateColumns).from(taskTemplates))
    .where(where)
    .orderBy(desc(taskTemplates.created_at), asc(taskTemplates.id))
    .limit(filters.limit ?? 50)
    .offset(filters.offset ?? 0)
    .all();
  const total = db.select({ n: count() }).from(taskTemplates).where(where).get()?.n ?? 0;
  return { data: rows.map((r: any) => toTemplateView(r)!), total };
}

/** One template the actor may see: the owning GM's, or an active one of a player's GM. */
export function getTemplate(db: Db, actor: Actor, id: string): TemplateView {
  const row = db
    .select({ gm_id: taskTemplates.gm_id, is_active: taskTemplates.is_active, deleted_at: taskTemplates.deleted_at })
    .from(taskTemplates)
    .where(eq(taskTemplates.id, id))
    .get();
  const visible = row && !row.deleted_at && row.gm_id === metaOwner(actor) && (actor.role === "GM" || row.is_active);
  if (!visible) throw notFound("未找到该任务模板");
  return templateView(db, id)!;
}

/** The referenced difficulty, category and icon must be the GM's own. */
function checkRefs(db: Db, gmId: string, input: TemplateInput): void {
  const refs = [
    [input.difficulty_id, taskDifficulties, "难度不存在"],
    [input.category_id, taskCategories, "分类不存在"],
    [input.icon_id, taskIcons, "图标不存在"],
  ] as const;
  for (const [id, table, message] of refs) {
    if (!id) continue;
    const found = db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.gm_id, gmId))).get();
    if (!found) throw badRequest(message);
  }
}

function clean(input: TemplateInput): TemplateInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === "gm_id") continue;
    out[key] = typeof value === "string" ? value.trim() || null : value;
  }
  if ("name" in out && !out.name) throw badRequest(TASK_MESSAGES.name);
  return out as TemplateInput;
}

function assertOwnGmId(actor: Actor, gmId: string | undefined | null): void {
  if (gmId && gmId !== actor.id) throw forbidden("不能为其他GM创建或修改任务模板");
}

/** Creates a template of the acting GM (defaults: DAILY_QUEST, 10 XP, 5 emeralds, 0 diamonds, active). */
export function createTemplate(db: Db, actor: Actor, input: TemplateInput & { name: string }, now = new Date()): TemplateView {
  const gmId = writerGm(actor);
  assertOwnGmId(actor, input.gm_id);
  ensureDefaults(db, gmId);
  const values = clean(input);
  checkRefs(db, gmId, values);
  const id = newId();
  const stamp = now.toISOString();
  db.insert(taskTemplates)
    .values({ ...values, name: values.name!, id, gm_id: gmId, created_at: stamp, updated_at: stamp })
    .run();
  return templateView(db, id)!;
}

/** Updates the acting GM's template; only the fields sent change. */
export function updateTemplate(db: Db, actor: Actor, id: string, input: TemplateInput, now = new Date()): TemplateView {
  const gmId = writerGm(actor);
  assertOwnGmId(actor, input.gm_id);
  getTemplate(db, actor, id);
  const values = clean(input);
  checkRefs(db, gmId, values);
  db.update(taskTemplates)
    .set({ ...values, updated_at: now.toISOString() })
    .where(and(eq(taskTemplates.id, id), eq(taskTemplates.gm_id, gmId)))
    .run();
  return templateView(db, id)!;
}

/**
 * Deletes the acting GM's template. One that tasks came from is archived instead (deactivated
 * and hidden from lists), so players' history keeps its name and rewards. Answers which it did.
 */
export function deleteTemplate(db: Db, actor: Actor, id: string, now = new Date()): { deleted: true; archived: boolean } {
  const gmId = writerGm(actor);
  getTemplate(db, actor, id);
  const used = db.select({ id: taskInstances.id }).from(taskInstances).where(eq(taskInstances.task_template_id, id)).limit(1).get();
  if (used) {
    const stamp = now.toISOString();
    db.update(taskTemplates)
      .set({ is_active: false, deleted_at: stamp, updated_at: stamp })
      .where(and(eq(taskTemplates.id, id), eq(taskTemplates.gm_id, gmId)))
      .run();
    return { deleted: true, archived: true };
  }
  db.delete(taskTemplates)
    .where(and(eq(taskTemplates.id, id), eq(taskTemplates.gm_id, gmId)))
    .run();
  return { deleted: true, archived: false };
}

