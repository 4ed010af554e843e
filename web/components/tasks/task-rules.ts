/**
 * The task rules the player and GM screens share (spec 1-core §2–§5, D6–D9): labels, which
 * buttons a card offers, how today's list is grouped and when the deadline warning turns red.
 * Pure functions, unit-tested; the server enforces the same rules again.
 */
import type { SourceType, TaskInstance, TaskStatus, TaskType, ToolType } from "../../api.ts";

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  DAILY_QUEST: "每日委托",
  WEEKLY_QUEST: "每周远征",
  TIMED_EVENT: "限时事件",
  LONG_TERM_MILESTONE: "长期建设",
  DECONSTRUCTIBLE_LONG_TERM: "可拆解长期目标",
};
export const TASK_TYPES = Object.keys(TASK_TYPE_LABELS) as TaskType[];

export const STATUS_LABELS: Record<TaskStatus, string> = {
  PENDING_ACCEPTANCE: "待接受",
  ACCEPTED: "进行中",
  IN_PROGRESS: "进行中",
  PENDING_REVIEW: "待审核",
  COMPLETED: "已完成",
  FAILED: "已失败",
  CANCELLED: "已取消",
};
export const TASK_STATUSES = Object.keys(STATUS_LABELS) as TaskStatus[];

export const SOURCE_LABELS: Record<SourceType, string> = {
  TEMPLATE_QUEST: "公告板任务",
  LONG_TERM_SUB_TASK: "长期目标子任务",
  GM_ADDED_DAILY: "GM布置",
  PLAYER_ADDED_DAILY: "临时任务",
};

export const TOOL_TYPE_LABELS: Record<ToolType, string> = {
  RECITATION: "背诵",
  ENGLISH_RECITATION: "英语背诵",
  WRITING: "书写",
  DICTATION: "听写",
  READING: "朗读",
  ERROR_TRACKING: "错题追踪",
};
export const TOOL_TYPES = Object.keys(TOOL_TYPE_LABELS) as ToolType[];

/** Quick-add subjects (spec 1-core §5), in the spec's order. */
export const SUBJECTS = ["语文", "数学", "英语", "历史", "地理", "生物", "政治", "物理", "化学", "班务", "家务"] as const;

type CardTask = Pick<TaskInstance, "status" | "source_type">;

const WORKING: TaskStatus[] = ["ACCEPTED", "IN_PROGRESS"];
const FINAL: TaskStatus[] = ["COMPLETED", "FAILED", "CANCELLED"];
const isOwn = (t: CardTask) => t.source_type === "PLAYER_ADDED_DAILY";

/** The buttons a player's task card offers (spec §2 daily tasks page, D9). */
export function cardActions(task: CardTask) {
  return {
    accept: task.status === "PENDING_ACCEPTANCE",
    submit: WORKING.includes(task.status),
    modify: task.status === "PENDING_REVIEW",
    /** Only player-added tasks complete without the GM (D9). */
    complete: isOwn(task) && (WORKING.includes(task.status) || task.status === "PENDING_REVIEW"),
    /** Edit shows only for player-added tasks that are not completed. */
    edit: isOwn(task) && !FINAL.includes(task.status),
  };
}

export type TodayGroups<T> = { todo: T[]; review: T[]; done: T[] };

/** Today's three groups: 待办 (pending acceptance or accepted), 待审核, 已完成; failed/cancelled are left out. */
export function groupToday<T extends CardTask>(tasks: readonly T[]): TodayGroups<T> {
  const groups: TodayGroups<T> = { todo: [], review: [], done: [] };
  for (const task of tasks) {
    if (task.status === "PENDING_ACCEPTANCE" || WORKING.includes(task.status)) groups.todo.push(task);
    else if (task.status === "PENDING_REVIEW") groups.review.push(task);
    else if (task.status === "COMPLETED") groups.done.push(task);
  }
  return groups;
}

export const HOUR_MS = 3_600_000;

export type Deadline = { text: string; tone: "normal" | "urgent" | "overdue" };

/**
 * The deadline line of an unfinished card: red ("urgent") within 24 hours of the due time,
 * "overdue" after it. Finished tasks show no warning.
 */
export function deadline(dueIso: string, status: TaskStatus, now: Date): Deadline | null {
  if (FINAL.includes(status)) return null;
  const due = new Date(dueIso);
  const left = due.getTime() - now.getTime();
  const when = formatDateTime(dueIso);
  if (left <= 0) return { text: `已超过截止时间（${when}）`, tone: "overdue" };
  if (left <= 24 * HOUR_MS) {
    const hours = Math.floor(left / HOUR_MS);
    const remaining = hours >= 1 ? `${hours}小时` : `${Math.max(1, Math.ceil(left / 60_000))}分钟`;
    return { text: `截止 ${when}，还剩${remaining}`, tone: "urgent" };
  }
  return { text: `截止 ${when}`, tone: "normal" };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** yyyy-MM-dd HH:mm in the browser's zone (3-gm §9 date format, without seconds on cards). */
export function formatDateTime(iso: string | null | undefined, seconds = false): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}${seconds ? `:${pad(d.getSeconds())}` : ""}`;
}

/** Today as YYYY-MM-DD in the browser's zone (the date pickers' default). */
export function localDateKey(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A task's title: the server's derived name, else the GM's or the template's. */
export const taskName = (task: Pick<TaskInstance, "name" | "gm_added_name" | "template">) =>
  task.name || task.gm_added_name || task.template?.name || "未命名任务";

/** A task the GM sent back (3-gm §4 reject): working again, submitted before, with GM feedback. */
export function wasRejected(task: Pick<TaskInstance, "status" | "submitted_at" | "gm_feedback">): boolean {
  const feedback = task.gm_feedback;
  return (task.status === "ACCEPTED" || task.status === "IN_PROGRESS") && !!task.submitted_at && (!!feedback.notes || feedback.annotated_images.length > 0);
}
