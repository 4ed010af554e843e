/**
 * Task metadata CRUD: difficulties, categories, icons (here) and weapons (task-tools). Every row
 * belongs to a GM; the GM edits their own, their players read them (docs/decisions.md, Quests).
 */
import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { taskCategories, taskDifficulties, taskIcons, taskWeapons } from "../../../db/schema/index.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { MESSAGES } from "./model.ts";
import { ensureDefaults, metaOwner, writerGm } from "./scope.ts";

export const META = {
  difficulties: { table: taskDifficulties, label: "难度", nameMessage: MESSAGES.difficultyName, uniqueName: true },
  categories: { table: taskCategories, label: "分类", nameMessage: MESSAGES.categoryName, uniqueName: true },
  icons: { table: taskIcons, label: "图标", nameMessage: MESSAGES.iconName, uniqueName: false },
  weapons: { table: taskWeapons, label: "武器", nameMessage: MESSAGES.weaponName, uniqueName: true },
} as const;

export type MetaKind = keyof typeof META;
type Row<K extends MetaKind> = (typeof META)[K]["table"]["$inferSelect"];
type Input = Record<string, unknown>;

// The four tables share id, gm_id, name, created_at; the generic code reaches them through this.
const tableOf = (kind: MetaKind) => META[kind].table as typeof taskCategories;

const ORDER: Record<MetaKind, (t: any) => SQL[]> = {
  difficulties: (t) => [asc(t.reward_multiplier), asc(t.created_at), sql`rowid`],
  categories: (t) => [asc(t.created_at), sql`rowid`],
  icons: (t) => [asc(t.created_at), sql`rowid`],
  weapons: (t) => [asc(t.created_at), sql`rowid`],
};

/** Lists what the actor may see, filtered; `{ data, total }` (D20). */
export function listMeta<K extends MetaKind>(db: Db, actor: Actor, kind: K, filters: SQL[] = []): { data: Row<K>[]; total: number } {
  const owner = metaOwner(actor);
  if (!owner) return { data: [], total: 0 };
  ensureDefaults(db, owner);
  const table = tableOf(kind);
  const rows = db
    .select()
    .from(table)
    .where(and(eq(table.gm_id, owner), ...filters))
    .orderBy(...ORDER[kind](table))
    .all() as Row<K>[];
  return { data: rows, total: rows.length };
}

/** One item the actor may see; 404 otherwise (another GM's items look missing). */
export function getMeta<K extends MetaKind>(db: Db, actor: Actor, kind: K, id: string): Row<K> {
  const owner = metaOwner(actor);
  const table = tableOf(kind);
  const row = owner ? db.select().from(table).where(and(eq(table.id, id), eq(table.gm_id, owner))).get() : undefined;
  if (!row) throw notFound(`未找到该${META[kind].label}`);
  return row as Row<K>;
}

/** Trims text fields; `null` and "" clear optional ones. */
function clean(input: Input): Input {
  const out: Input = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    out[key] = typeof value === "string" ? value.trim() || null : value;
  }
  return out;
}

/** Checks what the schema cannot: names not blank, unique, the multiplier's step, the icon's category. */
function validate(db: Db, gmId: string, kind: MetaKind, values: Input, id?: string): void {
  const spec = META[kind];
  if ("name" in values && !values.name) throw badRequest(spec.nameMessage);
  if (kind === "icons" && "icon_code" in values && !values.icon_code) throw badRequest(MESSAGES.iconCode);
  if (kind === "weapons" && "icon" in values && !values.icon) throw badRequest(MESSAGES.weaponIcon);
  if (kind === "difficulties" && values.reward_multiplier != null) {
    const tenths = Number(values.reward_multiplier) * 10;
    if (Math.abs(tenths - Math.round(tenths)) > 1e-6) throw badRequest(MESSAGES.multiplier);
    values.reward_multiplier = Math.round(tenths) / 10;
  }
  if (kind === "icons" && values.category_id) {
    const category = db
      .select({ id: taskCategories.id })
      .from(taskCategories)
      .where(and(eq(taskCategories.id, String(values.category_id)), eq(taskCategories.gm_id, gmId)))
      .get();
    if (!category) throw badRequest("分类不存在");
  }
  if (spec.uniqueName && values.name) {
    const table = tableOf(kind);
    const clash = db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.gm_id, gmId), eq(table.name, String(values.name)), id ? ne(table.id, id) : undefined))
      .get();
    if (clash) throw conflict(`已存在同名的${spec.label}「${values.name}」`);
  }
}

/** Creates an item owned by the acting GM. */
export function createMeta<K extends MetaKind>(db: Db, actor: Actor, kind: K, input: Input, now = new Date()): Row<K> {
  const gmId = writerGm(actor);
  ensureDefaults(db, gmId);
  const values = clean(input);
  if (kind === "difficulties") values.reward_multiplier ??= 1;
  validate(db, gmId, kind, values);
  const stamp = now.toISOString();
  const id = newId();
  db.insert(tableOf(kind))
    .values({ ...values, id, gm_id: gmId, created_at: stamp, updated_at: stamp } as any)
    .run();
  return getMeta(db, actor, kind, id);
}

/** Updates an item of the acting GM's; only the fields sent change. */
export function updateMeta<K extends MetaKind>(db: Db, actor: Actor, kind: K, id: string, input: Input, now = new Date()): Row<K> {
  const gmId = writerGm(actor);
  getMeta(db, actor, kind, id);
  const values = clean(input);
  validate(db, gmId, kind, values, id);
  const table = tableOf(kind);
  db.update(table)
    .set({ ...values, updated_at: now.toISOString() } as any)
    .where(and(eq(table.id, id), eq(table.gm_id, gmId)))
    .run();
  return getMeta(db, actor, kind, id);
}

/**
 * Deletes an item of the acting GM's. Templates that used a difficulty, category or icon keep
 * working without it (the reference is cleared; a missing difficulty counts as multiplier 1);
 * deleting a weapon removes its tool sessions.
 */
export function deleteMeta(db: Db, actor: Actor, kind: MetaKind, id: string): void {
  const gmId = writerGm(actor);
  getMeta(db, actor, kind, id);
  const table = tableOf(kind);
  db.delete(table)
    .where(and(eq(table.id, id), eq(table.gm_id, gmId)))
    .run();
}
