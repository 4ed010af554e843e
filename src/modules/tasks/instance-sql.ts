/**
 * The hot read path of task instances, in plain SQL on bun:sqlite's cached statements. Building
 * the equivalent five-table join through drizzle cost ~0.6 ms per request in query building alone,
 * more than everything else a player's day page does; the SQL text here is constant per filter
 * shape, so SQLite compiles it once.
 */
import { getTableColumns } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { taskInstances } from "../../../db/schema/index.ts";
import { toInstanceView, type InstanceView, type TemplateView } from "./views.ts";

const TEMPLATE_COLUMNS = [
  "id",
  "gm_id",
  "name",
  "description",
  "icon_id",
  "category_id",
  "difficulty_id",
  "task_type",
  "xp_reward",
  "emeralds_reward",
  "diamonds_reward",
  "is_active",
  "duration_days",
  "sub_task_description",
  "sub_task_xp_reward",
  "sub_task_emeralds_reward",
  "long_term_completion_rules",
  "created_at",
  "updated_at",
] as const;
const ICON_COLUMNS = ["id", "name", "icon_code", "category_id"] as const;
const CATEGORY_COLUMNS = ["id", "name", "description", "icon"] as const;
const DIFFICULTY_COLUMNS = ["id", "name", "description", "icon", "reward_multiplier"] as const;

const aliased = (table: string, prefix: string, columns: readonly string[]) => columns.map((c) => `${table}.${c} AS ${prefix}${c}`).join(", ");

const INSTANCE_COLUMNS = Object.values(getTableColumns(taskInstances)).map((c) => c.name);

/**
 * A task with its player's name. Its template (with icon, category, difficulty) is read in a
 * second statement for the page's few distinct templates: as five LEFT JOINs per row, SQLite
 * spent more on the lookups than the whole rest of the request (see TEMPLATES).
 */
const ROWS = `SELECT ${INSTANCE_COLUMNS.map((c) => `i.${c}`).join(", ")},
  (SELECT username FROM profiles WHERE id = i.player_id) AS player_username
FROM task_instances i`;

/** Templates by id, with their metadata; the template's columns come back prefixed t_, ic_, c_, d_. */
const TEMPLATES = `SELECT ${aliased("t", "t_", TEMPLATE_COLUMNS)},
  ${aliased("ic", "ic_", ICON_COLUMNS)},
  ${aliased("c", "c_", CATEGORY_COLUMNS)},
  ${aliased("d", "d_", DIFFICULTY_COLUMNS)}
FROM task_templates t
LEFT JOIN task_icons ic ON ic.id = t.icon_id
LEFT JOIN task_categories c ON c.id = t.category_id
LEFT JOIN task_difficulties d ON d.id = t.difficulty_id
WHERE t.id IN (SELECT value FROM json_each(?))`;

type Flat = Record<string, any>;
type InstanceRow = typeof taskInstances.$inferSelect;

function pick(row: Flat, prefix: string, columns: readonly string[]): Flat | null {
  if (row[`${prefix}id`] === null) return null;
  const out: Flat = {};
  for (const c of columns) out[c] = row[`${prefix}${c}`];
  return out;
}

const parseList = (value: unknown): string[] => {
  if (typeof value !== "string") return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

function templateOf(row: Flat): TemplateView {
  const t = pick(row, "t_", TEMPLATE_COLUMNS)!;
  t.is_active = t.is_active === 1 || t.is_active === true;
  t.icon = pick(row, "ic_", ICON_COLUMNS);
  t.category = pick(row, "c_", CATEGORY_COLUMNS);
  t.difficulty = pick(row, "d_", DIFFICULTY_COLUMNS);
  return t as TemplateView;
}

/** Rows (in the order given) as API views; rows of one template share one template view. */
function toViews(db: Db, rows: Flat[]): InstanceView[] {
  const templateIds = [...new Set(rows.map((r) => r.task_template_id).filter((id): id is string => !!id))];
  const templates = new Map<string, TemplateView>();
  if (templateIds.length > 0) {
    for (const row of db.$client.query(TEMPLATES).all(JSON.stringify(templateIds)) as Flat[]) templates.set(row.t_id, templateOf(row));
  }
  return rows.map((row) => {
    const i: Flat = {};
    for (const c of INSTANCE_COLUMNS) i[c] = row[c];
    i.submission_attachment_urls = parseList(i.submission_attachment_urls);
    i.gm_annotated_image_urls = parseList(i.gm_annotated_image_urls);
    const template = row.task_template_id ? (templates.get(row.task_template_id) ?? null) : null;
    return toInstanceView(i as InstanceRow, row.player_username ?? null, template);
  });
}

export const SORTABLE = ["due_date", "updated_at", "submitted_at", "created_at"] as const;

export type InstanceQuerySql = {
  /** A WHERE fragment over `i`, with `?` placeholders. */
  where: string;
  params: (string | number)[];
  /** Newest first by this column (nulls last). */
  sort: (typeof SORTABLE)[number];
  limit: number;
  offset: number;
  /**
   * For small sets (one day's tasks): fetch every match's id and sort key, sort and count in
   * JS. SQLite's sorter costs more per query than the whole day page otherwise does.
   */
  sortInMemory?: boolean;
};

/** The statement that picks a page's ids (tests read its query plan). */
export function instanceSql(q: InstanceQuerySql): { sql: string; params: (string | number)[] } {
  if (q.sortInMemory) return { sql: `${ROWS} WHERE ${q.where}`, params: q.params };
  // In a player's scope, newest-due-first walks the (player_id, due_date) index: no sort at all.
  return { sql: `SELECT i.id FROM task_instances i WHERE ${q.where} ORDER BY i.${q.sort} DESC LIMIT ? OFFSET ?`, params: [...q.params, q.limit, q.offset] };
}

/** Descending by the sort column (nulls last), then newest created, then id. */
function byKeyDesc(key: string) {
  return (a: Flat, b: Flat): number => {
    for (const k of [key, "created_at"]) {
      if (a[k] === b[k]) continue;
      if (a[k] === null) return 1;
      if (b[k] === null) return -1;
      return a[k] < b[k] ? 1 : -1;
    }
    return a.id < b.id ? -1 : 1;
  };
}

/**
 * A page of instances as the API answers them, and how many match in all. A day's few tasks
 * are read whole, then sorted and counted here; longer lists read one page of ids in index
 * order (cheap to sort and count), then those rows.
 */
export function readInstances(db: Db, q: InstanceQuerySql): { data: InstanceView[]; total: number } {
  const { sql, params } = instanceSql(q);
  if (q.sortInMemory) {
    const rows = (db.$client.query(sql).all(...(params as any[])) as Flat[]).sort(byKeyDesc(q.sort));
    return { data: toViews(db, rows.slice(q.offset, q.offset + q.limit)), total: rows.length };
  }
  const ids = (db.$client.query(sql).values(...(params as any[])) as string[][]).map((r) => r[0]!);
  const total = db.$client.query(`SELECT count(*) FROM task_instances i WHERE ${q.where}`).values(...(q.params as any[]))[0]![0] as number;
  if (ids.length === 0) return { data: [], total };
  const rows = db.$client.query(`${ROWS} WHERE i.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as Flat[];
  const byId = new Map(rows.map((r) => [r.id as string, r]));
  return { data: toViews(db, ids.map((id) => byId.get(id)!).filter(Boolean)), total };
}

/** One instance as the API answers it, or null. */
export function readInstance(db: Db, id: string): InstanceView | null {
  const row = db.$client.query(`${ROWS} WHERE i.id = ?`).get(id) as Flat | null;
  return row ? toViews(db, [row])[0]! : null;
}
