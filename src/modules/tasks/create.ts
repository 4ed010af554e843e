/**
 * Creating task instances (POST /api/tasks/instances): accepting a template from the quest
 * board (D6), the GM's ad-hoc task for a player (GM_ADDED_DAILY) and the player's quick-add
 * (PLAYER_ADDED_DAILY). The server decides status, dates and rewards; the client's are ignored.
 */
import { and, eq, gte, inArray, isNull, lte, notInArray } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { profiles, SUBJECTS, taskInstances, taskTemplates, type TaskStatus } from "../../../db/schema/index.ts";
import { assertCanActOn } from "../../lib/access.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { addDays, comingSundayEnd, dayRange, endOfLocalDay, endOfToday, isoWeekday, localDate, plusLocalDays, quickAddDue } from "../../lib/time.ts";
import { TASK_MESSAGES } from "./model.ts";
import { OPEN_STATUSES, type Clock } from "./queries.ts";
import { instanceView, type InstanceView } from "./views.ts";

type NewInstance = typeof taskInstances.$inferInsert;
type Template = typeof taskTemplates.$inferSelect;

export type CreateInput = {
  source_type?: string;
  player_id?: string | null;
  task_template_id?: string | null;
  subject?: string | null;
  content?: string | null;
  gm_added_name?: string | null;
  gm_added_description?: string | null;
  gm_added_xp_reward?: number | null;
  gm_added_emeralds_reward?: number | null;
  gm_added_diamonds_reward?: number | null;
  due_date?: string | null;
};

/** GM quick-add defaults (3-gm §5, §9) and the player's quick-add reward (1-core §9). */
export const GM_ADDED_DEFAULTS = { xp: 10, emeralds: 5, diamonds: 0 } as const;
export const QUICK_ADD_REWARD = { xp: 5, emeralds: 0, diamonds: 0 } as const;
/** TIMED_EVENT, LONG_TERM_MILESTONE and DECONSTRUCTIBLE_LONG_TERM without duration_days (D6). */
export const DEFAULT_DURATION_DAYS = 7;

const CLOSED: TaskStatus[] = ["CANCELLED", "FAILED"];

/** Dispatches on source_type (default: template given → accept; GM → GM_ADDED_DAILY; else quick-add). */
export function createInstance(db: Db, actor: Actor, input: CreateInput, clock: Clock): InstanceView & { sub_tasks?: InstanceView[] } {
  const source = input.source_type ?? (input.task_template_id ? "TEMPLATE_QUEST" : actor.role === "GM" ? "GM_ADDED_DAILY" : "PLAYER_ADDED_DAILY");
  switch (source) {
    case "TEMPLATE_QUEST":
      if (!input.task_template_id) throw badRequest("请选择要接受的任务");
      return acceptTemplate(db, actor, input.player_id || actor.id, input.task_template_id, clock);
    case "GM_ADDED_DAILY":
      return gmAddTask(db, actor, input, clock);
    case "PLAYER_ADDED_DAILY":
      return quickAdd(db, actor, input, clock);
    case "LONG_TERM_SUB_TASK":
      throw badRequest("子任务随可拆解长期目标自动创建");
    default:
      throw badRequest("无效的任务来源");
  }
}

function base(playerId: string, actorId: string, stamp: string): Pick<NewInstance, "id" | "player_id" | "created_by" | "created_at" | "updated_at"> {
  return { id: newId(), player_id: playerId, created_by: actorId, created_at: stamp, updated_at: stamp };
}

/** D6's period rule: one daily per day, one weekly per week, one open long-running instance. */
function assertNotTaken(tx: DbOrTx, template: Template, playerId: string, clock: Clock): void {
  const t = taskInstances;
  const mine = and(eq(t.task_template_id, template.id), eq(t.player_id, playerId), isNull(t.parent_task_instance_id));
  const today = localDate(clock.now, clock.timeZone);
  let taken;
  if (template.task_type === "DAILY_QUEST" || template.task_type === "WEEKLY_QUEST") {
    const first = template.task_type === "DAILY_QUEST" ? today : addDays(today, 1 - isoWeekday(today));
    const last = template.task_type === "DAILY_QUEST" ? today : addDays(first, 6);
    const from = dayRange(first, clock.timeZone).start.toISOString();
    const to = endOfLocalDay(last, clock.timeZone).toISOString();
    taken = tx.select({ id: t.id }).from(t).where(and(mine, gte(t.due_date, from), lte(t.due_date, to), notInArray(t.status, CLOSED))).get();
    if (taken) throw conflict(template.task_type === "DAILY_QUEST" ? "今天已经接受过这个任务了，明天再来吧" : "本周已经接受过这个任务了");
  } else {
    taken = tx.select({ id: t.id }).from(t).where(and(mine, inArray(t.status, OPEN_STATUSES))).get();
    if (taken) throw conflict("这个任务正在进行中，完成后才能再次接受");
  }
}

/** D6: accepting a template creates ACCEPTED instance(s) with the due dates of its type. */
export function acceptTemplate(db: Db, actor: Actor, playerId: string, templateId: string, clock: Clock): InstanceView & { sub_tasks?: InstanceView[] } {
  assertCanActOn(db, actor, playerId);
  const player = db.select({ gm_id: profiles.gm_id }).from(profiles).where(eq(profiles.id, playerId)).get();
  const ids = db.transaction(
    (tx) => {
      const template = tx.select().from(taskTemplates).where(eq(taskTemplates.id, templateId)).get();
      if (!template || template.deleted_at || !player?.gm_id || template.gm_id !== player.gm_id) throw notFound("未找到该任务模板");
      if (!template.is_active) throw conflict("该任务已下架，无法接受");
      assertNotTaken(tx, template, playerId, clock);
      return insertAccepted(tx, template, playerId, actor.id, clock);
    },
    { behavior: "immediate" },
  );
  const parent = instanceView(db, ids[0]!)!;
  if (ids.length === 1) return parent;
  return { ...parent, sub_tasks: ids.slice(1).map((id) => instanceView(db, id)!) };
}

function insertAccepted(tx: DbOrTx, template: Template, playerId: string, actorId: string, clock: Clock): string[] {
  const { now, timeZone } = clock;
  const stamp = now.toISOString();
  const days = template.duration_days ?? DEFAULT_DURATION_DAYS;
  const common = { task_template_id: template.id, status: "ACCEPTED" as const, accepted_at: stamp };
  let due: Date;
  switch (template.task_type) {
    case "DAILY_QUEST":
      due = endOfToday(now, timeZone);
      break;
    case "WEEKLY_QUEST":
      due = comingSundayEnd(now, timeZone);
      break;
    case "TIMED_EVENT":
    case "LONG_TERM_MILESTONE":
      due = plusLocalDays(now, days, timeZone);
      break;
    case "DECONSTRUCTIBLE_LONG_TERM":
      // One sub-task per day, today first; the whole goal is due with the last one.
      due = endOfLocalDay(addDays(localDate(now, timeZone), days - 1), timeZone);
      break;
  }
  const parent: NewInstance = { ...base(playerId, actorId, stamp), ...common, source_type: "TEMPLATE_QUEST", due_date: due.toISOString() };
  const rows = [parent];
  if (template.task_type === "DECONSTRUCTIBLE_LONG_TERM") {
    const today = localDate(now, timeZone);
    for (let day = 0; day < days; day++) {
      rows.push({
        ...base(playerId, actorId, stamp),
        ...common,
        source_type: "LONG_TERM_SUB_TASK",
        parent_task_instance_id: parent.id,
        due_date: endOfLocalDay(addDays(today, day), timeZone).toISOString(),
        gm_added_name: `${template.name}（第${day + 1}天）`,
        gm_added_description: template.sub_task_description ?? null,
        // Sub-tasks pay their own sub_task_* values (0 when unset), never the whole goal's reward.
        gm_added_xp_reward: template.sub_task_xp_reward ?? 0,
        gm_added_emeralds_reward: template.sub_task_emeralds_reward ?? 0,
        gm_added_diamonds_reward: 0,
      });
    }
  }
  tx.insert(taskInstances).values(rows).run();
  return rows.map((r) => r.id);
}

/** An ISO date-time as the canonical UTC string, or a 400. */
export function parseDue(value: string): string {
  const t = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(t)) throw badRequest(TASK_MESSAGES.dueDate);
  return new Date(t).toISOString();
}

/** GM quick-add: an ad-hoc task for one of the GM's players, waiting for the player to accept it. */
function gmAddTask(db: Db, actor: Actor, input: CreateInput, clock: Clock): InstanceView {
  if (actor.role !== "GM") throw forbidden("只有GM可以为玩家布置任务");
  if (!input.player_id) throw badRequest(TASK_MESSAGES.player);
  const player = db.select({ gm_id: profiles.gm_id }).from(profiles).where(eq(profiles.id, input.player_id)).get();
  if (!player) throw notFound("未找到该玩家");
  if (player.gm_id !== actor.id) throw forbidden("只能为自己管理的玩家布置任务");
  const name = input.gm_added_name?.trim();
  if (!name) throw badRequest(TASK_MESSAGES.name);
  const stamp = clock.now.toISOString();
  const row: NewInstance = {
    ...base(input.player_id, actor.id, stamp),
    status: "PENDING_ACCEPTANCE",
    source_type: "GM_ADDED_DAILY",
    due_date: input.due_date ? parseDue(input.due_date) : endOfToday(clock.now, clock.timeZone).toISOString(),
    gm_added_name: name,
    gm_added_description: input.gm_added_description?.trim() || null,
    gm_added_xp_reward: input.gm_added_xp_reward ?? GM_ADDED_DEFAULTS.xp,
    gm_added_emeralds_reward: input.gm_added_emeralds_reward ?? GM_ADDED_DEFAULTS.emeralds,
    gm_added_diamonds_reward: input.gm_added_diamonds_reward ?? GM_ADDED_DEFAULTS.diamonds,
  };
  db.insert(taskInstances).values(row).run();
  return instanceView(db, row.id)!;
}

/** Player quick-add (1-core §9): 5 XP, ACCEPTED, due 23:00 by the weekday rule. */
function quickAdd(db: Db, actor: Actor, input: CreateInput, clock: Clock): InstanceView {
  if (input.player_id && input.player_id !== actor.id) throw forbidden("只能为自己添加临时任务");
  const subject = input.subject?.trim();
  if (!subject || !(SUBJECTS as readonly string[]).includes(subject)) throw badRequest(TASK_MESSAGES.subject);
  const content = (input.content ?? input.gm_added_name)?.trim();
  if (!content) throw badRequest(TASK_MESSAGES.content);
  const stamp = clock.now.toISOString();
  const row: NewInstance = {
    ...base(actor.id, actor.id, stamp),
    status: "ACCEPTED",
    source_type: "PLAYER_ADDED_DAILY",
    subject,
    accepted_at: stamp,
    due_date: quickAddDue(clock.now, clock.timeZone).toISOString(),
    gm_added_name: content,
    gm_added_description: input.gm_added_description?.trim() || null,
    gm_added_xp_reward: QUICK_ADD_REWARD.xp,
    gm_added_emeralds_reward: QUICK_ADD_REWARD.emeralds,
    gm_added_diamonds_reward: QUICK_ADD_REWARD.diamonds,
  };
  db.insert(taskInstances).values(row).run();
  return instanceView(db, row.id)!;
}
