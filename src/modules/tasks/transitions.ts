/**
 * Changing a task (PUT /api/tasks/instances/{id} and /{id}/submit): the transitions of spec
 * 1-core §4 and 3-gm §4 with D6, D7 and D9. A player moves their own tasks along the normal
 * path; their GM approves, rejects and may set any status. Illegal moves answer 409.
 */
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { SUBJECTS, taskInstances, type TaskStatus } from "../../../db/schema/index.ts";
import { canActOn } from "../../lib/access.ts";
import type { Actor } from "../../lib/auth.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { ANNOTATION_MESSAGE, ATTACHMENT_MESSAGE, checkPlayerImages } from "./attachments.ts";
import { checkAchievementsAfter, type UnlockedAchievement } from "../achievements/service.ts";
import { ALREADY_COMPLETED, completeInTx, type Award } from "./complete.ts";
import { parseDue } from "./create.ts";
import { TASK_MESSAGES } from "./model.ts";
import type { Clock } from "./queries.ts";
import { instanceView, type InstanceView } from "./views.ts";

type Row = typeof taskInstances.$inferSelect;
type Changes = Partial<Row>;

export type UpdateInput = {
  status?: TaskStatus;
  notes_by_player?: string | null;
  submission_attachment_urls?: string[];
  notes_by_gm?: string | null;
  xp_reward?: number;
  emeralds_reward?: number;
  diamonds_reward?: number;
  gm_annotated_image_url?: string | null;
  gm_annotated_image_urls?: string[];
  gm_added_name?: string;
  gm_added_description?: string | null;
  gm_added_xp_reward?: number | null;
  gm_added_emeralds_reward?: number | null;
  gm_added_diamonds_reward?: number | null;
  subject?: string | null;
  due_date?: string;
};

/** The task after the change; when it paid, the award and the achievements it unlocked (E10). */
export type UpdateResult = InstanceView & { award: Award | null; achievements_unlocked: UnlockedAchievement[] };

export const STATUS_LABELS: Record<TaskStatus, string> = {
  PENDING_ACCEPTANCE: "待接受",
  ACCEPTED: "进行中",
  IN_PROGRESS: "执行中",
  PENDING_REVIEW: "待审核",
  COMPLETED: "已完成",
  FAILED: "已失败",
  CANCELLED: "已取消",
};

const FINAL: TaskStatus[] = ["COMPLETED", "FAILED", "CANCELLED"];
const WORKING: TaskStatus[] = ["ACCEPTED", "IN_PROGRESS"];
const GM_ONLY = [
  "notes_by_gm",
  "xp_reward",
  "emeralds_reward",
  "diamonds_reward",
  "gm_annotated_image_url",
  "gm_annotated_image_urls",
  "gm_added_xp_reward",
  "gm_added_emeralds_reward",
  "gm_added_diamonds_reward",
  "due_date",
] as const;

const illegal = (from: TaskStatus, to: TaskStatus) => conflict(`任务当前状态为「${STATUS_LABELS[from]}」，不能变为「${STATUS_LABELS[to]}」`);

/** The task row for someone who may act on its player; anyone else gets 404. */
function loadFor(tx: DbOrTx, actor: Actor, id: string): Row {
  const row = tx.select().from(taskInstances).where(eq(taskInstances.id, id)).get();
  if (!row || !canActOn(tx as Db, actor, row.player_id)) throw notFound("未找到该任务");
  return row;
}

function save(tx: DbOrTx, id: string, changes: Changes, now: Date): void {
  tx.update(taskInstances)
    .set({ ...changes, updated_at: now.toISOString() })
    .where(eq(taskInstances.id, id))
    .run();
}

/** Fields both sides may edit (the player only on their own unfinished quick-add tasks). */
function editedFields(input: UpdateInput): Changes {
  const changes: Changes = {};
  if (input.gm_added_name !== undefined) {
    const name = input.gm_added_name.trim();
    if (!name) throw badRequest(TASK_MESSAGES.name);
    changes.gm_added_name = name;
  }
  if (input.gm_added_description !== undefined) changes.gm_added_description = input.gm_added_description?.trim() || null;
  if (input.subject !== undefined) {
    const subject = input.subject?.trim() || null;
    if (subject && !(SUBJECTS as readonly string[]).includes(subject)) throw badRequest(TASK_MESSAGES.subject);
    changes.subject = subject;
  }
  return changes;
}

/** A submission's note and photos (submit, or modifying a PENDING_REVIEW submission). */
function submission(tx: DbOrTx, row: Row, notes: string | null | undefined, urls: string[] | undefined, now: Date): Changes {
  const text = notes?.trim();
  if (!text) throw badRequest(TASK_MESSAGES.notes);
  const changes: Changes = { status: "PENDING_REVIEW", notes_by_player: text, submitted_at: now.toISOString() };
  if (urls !== undefined) changes.submission_attachment_urls = checkPlayerImages(tx, row.player_id, urls, ATTACHMENT_MESSAGE);
  return changes;
}

/** PUT /api/tasks/instances/{id}: by the player or by their GM. */
export function updateInstance(db: Db, actor: Actor, id: string, input: UpdateInput, clock: Clock): UpdateResult {
  const award = db.transaction(
    (tx) => {
      const row = loadFor(tx, actor, id);
      return actor.role === "GM" ? gmUpdate(tx, actor, row, input, clock) : playerUpdate(tx, actor, row, input, clock);
    },
    { behavior: "immediate" },
  );
  const view = instanceView(db, id)!;
  // After the approval has committed: the check cannot undo it (E10).
  const achievements_unlocked = award ? checkAchievementsAfter(db, view.player_id, clock) : [];
  return { ...view, award, achievements_unlocked };
}

function playerUpdate(tx: DbOrTx, actor: Actor, row: Row, input: UpdateInput, { now }: Clock): Award | null {
  if (GM_ONLY.some((key) => input[key] !== undefined)) throw forbidden("只有GM可以修改审核、奖励和截止时间");
  const changes = editedFields(input);
  if (Object.keys(changes).length > 0 && (row.source_type !== "PLAYER_ADDED_DAILY" || FINAL.includes(row.status))) {
    throw forbidden("只能编辑自己添加的未完成任务");
  }
  const from = row.status;
  const to = input.status ?? from;
  const ownTask = row.source_type === "PLAYER_ADDED_DAILY";
  if (to === "COMPLETED") {
    if (from === "COMPLETED") throw conflict(ALREADY_COMPLETED);
    if (!ownTask) throw forbidden("此任务需要GM审核后才能完成");
    if (!WORKING.includes(from) && from !== "PENDING_REVIEW") throw illegal(from, to);
    if (input.notes_by_player !== undefined) changes.notes_by_player = input.notes_by_player?.trim() || null;
    return completeInTx(tx, { instanceId: row.id, actorId: actor.id, now, changes });
  }
  if (to === "PENDING_REVIEW") {
    if (!WORKING.includes(from) && from !== "PENDING_REVIEW") throw illegal(from, to);
    Object.assign(changes, submission(tx, row, input.notes_by_player ?? row.notes_by_player, input.submission_attachment_urls, now));
  } else if (to !== from) {
    const allowed =
      (from === "PENDING_ACCEPTANCE" && to === "ACCEPTED") ||
      (from === "ACCEPTED" && to === "IN_PROGRESS") ||
      (to === "CANCELLED" && ownTask && !FINAL.includes(from));
    if (!allowed) {
      if (to === "CANCELLED" && !ownTask) throw forbidden("只能取消自己添加的任务");
      throw illegal(from, to);
    }
    changes.status = to;
    if (to === "ACCEPTED") changes.accepted_at = now.toISOString();
  } else if (input.notes_by_player !== undefined || input.submission_attachment_urls !== undefined) {
    if (FINAL.includes(from) || from === "PENDING_ACCEPTANCE") throw conflict("该任务当前不能修改提交内容");
    if (input.notes_by_player !== undefined) changes.notes_by_player = input.notes_by_player?.trim() || null;
    if (input.submission_attachment_urls !== undefined) {
      changes.submission_attachment_urls = checkPlayerImages(tx, row.player_id, input.submission_attachment_urls, ATTACHMENT_MESSAGE);
    }
  }
  save(tx, row.id, changes, now);
  return null;
}

function gmUpdate(tx: DbOrTx, actor: Actor, row: Row, input: UpdateInput, { now }: Clock): Award | null {
  const changes = editedFields(input);
  const from = row.status;
  const to = input.status ?? from;
  const stamp = now.toISOString();
  for (const key of ["gm_added_xp_reward", "gm_added_emeralds_reward", "gm_added_diamonds_reward"] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  if (input.due_date !== undefined) changes.due_date = parseDue(input.due_date);
  if (input.notes_by_player !== undefined) changes.notes_by_player = input.notes_by_player?.trim() || null;
  if (input.submission_attachment_urls !== undefined) {
    changes.submission_attachment_urls = checkPlayerImages(tx, row.player_id, input.submission_attachment_urls, ATTACHMENT_MESSAGE);
  }
  const annotatedInput = input.gm_annotated_image_urls ?? (input.gm_annotated_image_url ? [input.gm_annotated_image_url] : input.gm_annotated_image_url === null ? [] : undefined);
  const annotated = annotatedInput && checkPlayerImages(tx, row.player_id, annotatedInput, ANNOTATION_MESSAGE);
  if (annotated) changes.gm_annotated_image_urls = annotated;
  const notes = input.notes_by_gm === undefined ? undefined : input.notes_by_gm?.trim() || null;

  const overrides = { xp: input.xp_reward, emeralds: input.emeralds_reward, diamonds: input.diamonds_reward };
  const hasOverrides = Object.values(overrides).some((v) => v !== undefined);
  if (hasOverrides && to !== "COMPLETED") throw badRequest("奖励调整只能在批准（完成）任务时使用");

  if (to === "COMPLETED") {
    if (from === "COMPLETED") throw conflict(ALREADY_COMPLETED);
    if (notes !== undefined) changes.notes_by_gm = notes;
    if (!row.accepted_at) changes.accepted_at = stamp;
    return completeInTx(tx, { instanceId: row.id, actorId: actor.id, now, overrides, changes });
  }
  if (from === "PENDING_REVIEW" && to === "ACCEPTED") {
    // Rejection (3-gm §4): the feedback is kept as JSON of the notes and the annotated images.
    const images = annotated ?? row.gm_annotated_image_urls;
    changes.notes_by_gm = JSON.stringify({ notes: notes ?? null, annotated_images: images });
    changes.gm_annotated_image_urls = images;
  } else if (notes !== undefined) {
    changes.notes_by_gm = notes;
  }
  if (to !== from) {
    // The GM's edit form may set any status (3-gm §4); the timestamps follow it.
    changes.status = to;
    if (from === "COMPLETED") changes.completed_at = null;
    if (to !== "PENDING_ACCEPTANCE" && !row.accepted_at) changes.accepted_at = stamp;
    if (to === "PENDING_REVIEW" && !row.submitted_at) changes.submitted_at = stamp;
  }
  save(tx, row.id, changes, now);
  return null;
}

/** PUT /api/tasks/instances/{id}/submit: the player submits, or modifies a pending submission. */
export function submitInstance(db: Db, actor: Actor, id: string, input: { notes: string; attachmentUrls?: string[] }, { now }: Clock): InstanceView {
  db.transaction(
    (tx) => {
      const row = loadFor(tx, actor, id);
      if (row.player_id !== actor.id) throw forbidden("只有玩家本人可以提交任务");
      if (row.status === "PENDING_ACCEPTANCE") throw conflict("请先接受任务再提交");
      if (!WORKING.includes(row.status) && row.status !== "PENDING_REVIEW") throw illegal(row.status, "PENDING_REVIEW");
      save(tx, row.id, submission(tx, row, input.notes, input.attachmentUrls, now), now);
    },
    { behavior: "immediate" },
  );
  return instanceView(db, id)!;
}
