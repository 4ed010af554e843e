/**
 * The GM console's quests (spec 3-gm §2.1, §4, §5, §8): the review queue and its count (the
 * sidebar badge), templates, a player's tasks on a day, ad-hoc tasks, and approve / reject.
 */
import { proxy } from "valtio";
import {
  api,
  errorText,
  type TaskInstance,
  type TaskInstanceCreate,
  type TaskInstanceUpdate,
  type TaskTemplate,
  type TaskTemplateInput,
  type TaskType,
  type TaskUpdateResult,
} from "../api.ts";
import { celebrate } from "./achievements.ts";
import { meansNoPlayers } from "./players.ts";
import { session } from "./session.ts";

export const GM_MESSAGES = {
  loadData: "加载数据失败，请重试",
  loadTasks: "加载任务数据失败，请重试",
  loadDetail: "加载任务详情失败，请返回列表页面重试",
  createTask: "创建任务失败，请重试",
  updateTask: "更新任务失败，请重试",
  updateStatus: "更新任务状态失败，请重试",
  saveTask: "保存任务失败，请重试",
  approve: "批准任务失败，请重试",
  reject: "驳回任务失败，请重试",
  annotationLoad: "批注图片加载失败，请联系管理员",
} as const;

/** Spec 3-gm §9: the review queue and the template list fetch up to 50. */
export const LIST_LIMIT = 50;

type Status = "idle" | "loading" | "ready" | "error";

export const gmQuests = proxy({
  pending: [] as TaskInstance[],
  /** The real number of submissions waiting (the sidebar badge), null until known. */
  pendingCount: null as number | null,
  pendingStatus: "idle" as Status,
  pendingError: null as string | null,
  templates: [] as TaskTemplate[],
  templatesTotal: 0,
  templatesStatus: "idle" as Status,
  templatesError: null as string | null,
  dayTasks: [] as TaskInstance[],
  dayStatus: "idle" as Status,
  dayError: null as string | null,
});

const gmId = () => session.profile?.id ?? "";

/** Submissions awaiting review, oldest submission last; a GM without players sees an empty list. */
export async function loadPending(): Promise<void> {
  gmQuests.pendingStatus = gmQuests.pendingCount === null ? "loading" : "ready";
  gmQuests.pendingError = null;
  try {
    const page = await api.tasks.gmInstances(gmId(), { status: "PENDING_REVIEW", sort: "submitted_at", limit: LIST_LIMIT });
    gmQuests.pending = page.items;
    gmQuests.pendingCount = page.total;
    gmQuests.pendingStatus = "ready";
  } catch (error) {
    if (meansNoPlayers(error)) {
      Object.assign(gmQuests, { pending: [], pendingCount: 0, pendingStatus: "ready" });
      return;
    }
    gmQuests.pendingError = errorText(error, GM_MESSAGES.loadData);
    gmQuests.pendingStatus = "error";
  }
}

export async function loadTemplates(taskType: TaskType | "" = ""): Promise<void> {
  gmQuests.templatesStatus = "loading";
  gmQuests.templatesError = null;
  try {
    const page = await api.tasks.templates({ limit: LIST_LIMIT, ...(taskType ? { task_type: taskType } : {}) });
    gmQuests.templates = page.items;
    gmQuests.templatesTotal = page.total;
    gmQuests.templatesStatus = "ready";
  } catch (error) {
    gmQuests.templatesError = errorText(error, GM_MESSAGES.loadTasks);
    gmQuests.templatesStatus = "error";
  }
}

/** The template list's active toggle (3-gm §4: inactive templates leave the quest board). */
export async function setTemplateActive(template: TaskTemplate, active: boolean): Promise<void> {
  try {
    const saved = await api.tasks.updateTemplate(template.id, { is_active: active });
    gmQuests.templates = gmQuests.templates.map((t) => (t.id === saved.id ? saved : t));
  } catch (error) {
    throw new Error(errorText(error, GM_MESSAGES.updateStatus));
  }
}

export async function fetchTemplate(id: string): Promise<TaskTemplate | null> {
  try {
    return await api.tasks.template(id);
  } catch (error) {
    throw new Error(errorText(error, GM_MESSAGES.loadTasks));
  }
}

/** Creates (id null) or updates a template of this GM's. */
export async function saveTemplate(id: string | null, body: TaskTemplateInput & { name: string }): Promise<TaskTemplate> {
  try {
    return id ? await api.tasks.updateTemplate(id, body) : await api.tasks.createTemplate({ ...body, gm_id: gmId() });
  } catch (error) {
    throw new Error(errorText(error, id ? GM_MESSAGES.saveTask : GM_MESSAGES.createTask));
  }
}

/** One player's tasks on one day (the tasks screen's player and date picker). */
export async function loadPlayerDay(playerId: string, date: string): Promise<void> {
  gmQuests.dayStatus = "loading";
  gmQuests.dayError = null;
  try {
    const page = await api.tasks.gmInstances(gmId(), { player_id: playerId, date, limit: 200, sort: "due_date" });
    gmQuests.dayTasks = page.items;
    gmQuests.dayStatus = "ready";
  } catch (error) {
    gmQuests.dayError = errorText(error, GM_MESSAGES.loadTasks);
    gmQuests.dayStatus = "error";
  }
}

/** GM quick-add: an ad-hoc GM_ADDED_DAILY task the player then accepts (D6). */
export async function gmAddTask(body: Omit<TaskInstanceCreate, "source_type">): Promise<TaskInstance> {
  try {
    return await api.tasks.createInstance({ ...body, source_type: "GM_ADDED_DAILY" });
  } catch (error) {
    throw new Error(errorText(error, GM_MESSAGES.createTask));
  }
}

/** The GM's edit form (any status, 3-gm §4); a move into COMPLETED pays the player once (D7). */
export async function gmUpdateTask(id: string, body: TaskInstanceUpdate): Promise<TaskUpdateResult> {
  try {
    const saved = await api.tasks.updateInstance(id, body);
    celebrate(saved.achievements_unlocked);
    void loadPending();
    return saved;
  } catch (error) {
    throw new Error(errorText(error, GM_MESSAGES.updateTask));
  }
}

export async function fetchSubmission(id: string): Promise<TaskInstance | null> {
  try {
    return await api.tasks.instance(id);
  } catch {
    throw new Error(GM_MESSAGES.loadDetail);
  }
}

export type Review = { notes: string; annotated: string[] };

/** Approve (3-gm §4): COMPLETED with notes, the adjusted rewards and annotated images; the server pays (D7). */
export async function approveSubmission(id: string, review: Review, rewards: { xp: number; emeralds: number; diamonds: number }): Promise<TaskUpdateResult> {
  try {
    const result = await api.tasks.updateInstance(id, {
      status: "COMPLETED",
      notes_by_gm: review.notes.trim() || null,
      gm_annotated_image_urls: review.annotated,
      xp_reward: rewards.xp,
      emeralds_reward: rewards.emeralds,
      diamonds_reward: rewards.diamonds,
    });
    // The approval may unlock the player's achievements; the GM sees them celebrated too.
    celebrate(result.achievements_unlocked);
    await loadPending();
    return result;
  } catch (error) {
    throw new Error(errorText(error, GM_MESSAGES.approve));
  }
}

/** Reject: back to ACCEPTED; the server stores notes_by_gm as JSON {notes, annotated_images} (3-gm §4). */
export async function rejectSubmission(id: string, review: Review): Promise<TaskUpdateResult> {
  try {
    const result = await api.tasks.updateInstance(id, { status: "ACCEPTED", notes_by_gm: review.notes.trim() || null, gm_annotated_image_urls: review.annotated });
    await loadPending();
    return result;
  } catch (error) {
    throw new Error(errorText(error, GM_MESSAGES.reject));
  }
}
