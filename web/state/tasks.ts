/**
 * The player's quests (spec 1-core §2 daily tasks page and quest board, §4, §5, §8): today's
 * list, the history, the quest board's templates, and every action a task card offers. Pages
 * read these stores through useSnapshot and call the actions; only this module calls the API.
 */
import { proxy } from "valtio";
import { api, ApiError, errorText, type TaskCategory, type TaskInstance, type TaskInstanceUpdate, type TaskTemplate, type TaskWeapon, type ToolSession } from "../api.ts";
import { downscaleToJpeg, TASK_PHOTO_MAX_PX, TASK_PHOTO_QUALITY } from "../lib/image-resize.ts";
import { refreshProfile, session } from "./session.ts";

/** The spec's messages for task actions (1-core §5, §8). */
export const TASK_MESSAGES = {
  acceptFailed: "接受任务失败，请重试",
  submitFailed: "提交任务失败，请重试",
  completeFailed: "完成任务失败，请重试",
  editFailed: "编辑任务失败，请重试",
  addFailed: "添加任务失败，请重试",
  historyFailed: "加载历史任务失败，请重试",
  loadFailed: "加载任务数据失败，请重试",
  notes: "请输入任务完成说明",
  name: "请输入任务名称",
  subject: "请选择学科",
  content: "请输入任务内容",
  needLogin: "请先登录",
  noProfile: "无法添加任务，请先登录",
  photoType: "请上传图片文件（JPG, PNG, GIF）",
  photoSize: "图片大小不能超过5MB",
  photoProcess: "处理图片失败，请重试",
  uploadNoResponse: "上传无响应",
  uploadNoUrl: "上传成功但未返回文件地址",
} as const;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const HISTORY_PAGE = 50;

type Status = "idle" | "loading" | "ready" | "error";

export const playerTasks = proxy({
  today: [] as TaskInstance[],
  todayStatus: "idle" as Status,
  todayError: null as string | null,
  history: [] as TaskInstance[],
  historyTotal: 0,
  /** The day the history shows, or null for 显示全部. */
  historyDate: null as string | null,
  historyStatus: "idle" as Status,
  historyError: null as string | null,
});

export const questBoard = proxy({
  templates: [] as TaskTemplate[],
  categories: [] as TaskCategory[],
  status: "idle" as Status,
  error: null as string | null,
});

/** Today's tasks, plus unfinished ones whose due date has passed, so nothing silently disappears. */
export async function loadToday(): Promise<void> {
  playerTasks.todayStatus = playerTasks.today.length ? "ready" : "loading";
  playerTasks.todayError = null;
  try {
    const page = await api.tasks.instances({ date: "today", include_overdue: true, limit: 200 });
    playerTasks.today = page.items;
    playerTasks.todayStatus = "ready";
  } catch (error) {
    playerTasks.todayError = errorText(error, TASK_MESSAGES.loadFailed);
    playerTasks.todayStatus = "error";
  }
}

/** One day's tasks (date) or every task, newest due first (null); `more` appends the next page. */
export async function loadHistory(date: string | null, more = false): Promise<void> {
  playerTasks.historyDate = date;
  playerTasks.historyStatus = "loading";
  playerTasks.historyError = null;
  const offset = more ? playerTasks.history.length : 0;
  try {
    const page = await api.tasks.instances({ ...(date ? { date } : {}), sort: "due_date", limit: HISTORY_PAGE, offset });
    playerTasks.history = more ? [...playerTasks.history, ...page.items] : page.items;
    playerTasks.historyTotal = page.total;
    playerTasks.historyStatus = "ready";
  } catch (error) {
    playerTasks.historyError = errorText(error, TASK_MESSAGES.historyFailed);
    playerTasks.historyStatus = "error";
  }
}

/** After any change: today's list again, and the history if it was open. */
async function reload(): Promise<void> {
  await loadToday();
  if (playerTasks.historyStatus !== "idle") await loadHistory(playerTasks.historyDate);
}

async function change(id: string, body: TaskInstanceUpdate, fallback: string): Promise<void> {
  try {
    await api.tasks.updateInstance(id, body);
  } catch (error) {
    throw new Error(errorText(error, fallback));
  }
  await reload();
}

export const acceptTask = (id: string) => change(id, { status: "ACCEPTED" }, TASK_MESSAGES.acceptFailed);

/** Completing a player-added task pays at once (D9), so the header's numbers change. */
export async function completeTask(id: string): Promise<void> {
  await change(id, { status: "COMPLETED" }, TASK_MESSAGES.completeFailed);
  await refreshProfile().catch(() => {});
}

export const editTask = (id: string, changes: Pick<TaskInstanceUpdate, "gm_added_name" | "gm_added_description" | "subject">) =>
  change(id, changes, TASK_MESSAGES.editFailed);

/** Quick-add (spec §5, §9): the server creates it ACCEPTED with 5 XP and the weekday due rule. */
export async function quickAddTask(subject: string, content: string, description?: string): Promise<void> {
  if (!session.profile) throw new Error(TASK_MESSAGES.noProfile);
  try {
    await api.tasks.createInstance({ source_type: "PLAYER_ADDED_DAILY", subject, content, gm_added_description: description || null });
  } catch (error) {
    throw new Error(errorText(error, TASK_MESSAGES.addFailed));
  }
  await reload();
}

/** The spec's file checks for one chosen photo; null when it may be used. */
export function photoProblem(file: File): string | null {
  if (!/^image\/(jpeg|png|gif|webp)$/.test(file.type)) return TASK_MESSAGES.photoType;
  return null;
}

/**
 * Shrinks and re-encodes a photo before upload (D18: ≤1600 px JPEG, which also drops location
 * data). The 5 MB limit applies to what is uploaded, so a big phone photo still fits once shrunk.
 */
export async function prepareTaskPhoto(file: Blob): Promise<Blob> {
  let blob: Blob;
  try {
    blob = await downscaleToJpeg(file, TASK_PHOTO_MAX_PX, TASK_PHOTO_QUALITY);
  } catch {
    throw new Error(TASK_MESSAGES.photoProcess);
  }
  if (blob.size > PHOTO_MAX_BYTES) throw new Error(TASK_MESSAGES.photoSize);
  return blob;
}

/** Uploads one image to tasks/{playerId}/{taskId} (the player's folder, readable by their GM, P9) and answers its URL. */
export async function uploadTaskImage(playerId: string, taskId: string, image: Blob, fileName: string): Promise<string> {
  try {
    const stored = await api.upload.image(image, fileName, `tasks/${playerId}/${taskId}`);
    const url = stored?.url || stored?.publicUrl;
    if (!url) throw new Error(TASK_MESSAGES.uploadNoUrl);
    return url;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) throw new Error(TASK_MESSAGES.uploadNoResponse);
    throw new Error(`上传图片失败: ${error.message}`);
  }
}

/**
 * Submits (or modifies a pending submission): uploads the new photos, then sends the note with
 * the photos kept from before plus the new ones.
 */
export async function submitTask(task: Pick<TaskInstance, "id" | "player_id">, notes: string, kept: string[], photos: Blob[]): Promise<void> {
  const urls = [...kept];
  for (const [index, photo] of photos.entries()) {
    urls.push(await uploadTaskImage(task.player_id, task.id, photo, `photo_${index + 1}.jpg`));
  }
  try {
    await api.tasks.submit(task.id, { notes: notes.trim(), attachmentUrls: urls });
  } catch (error) {
    throw new Error(errorText(error, TASK_MESSAGES.submitFailed));
  }
  await reload();
}

/** The quest board: the player's GM's active templates and the categories to filter them by. */
export async function loadQuestBoard(): Promise<void> {
  questBoard.status = questBoard.templates.length ? "ready" : "loading";
  questBoard.error = null;
  try {
    const [templates, categories] = await Promise.all([api.tasks.templates({ is_active: true, limit: 200 }), api.taskMeta.categories()]);
    questBoard.templates = templates.items;
    questBoard.categories = categories;
    questBoard.status = "ready";
  } catch (error) {
    questBoard.error = errorText(error, TASK_MESSAGES.loadFailed);
    questBoard.status = "error";
  }
}

/** Accepts a template (D6: the server creates it ACCEPTED with its type's due date). */
export async function acceptTemplate(templateId: string): Promise<void> {
  if (!session.profile) throw new Error(TASK_MESSAGES.needLogin);
  try {
    await api.tasks.createInstance({ source_type: "TEMPLATE_QUEST", task_template_id: templateId });
  } catch (error) {
    throw new Error(errorText(error, TASK_MESSAGES.acceptFailed));
  }
  await loadToday();
}

export const WEAPONS_FAILED = "加载武器数据失败，请重试";

/** The weapons a task may be linked to, and the tool session that links one now (if any). */
export async function loadTaskWeapon(taskId: string): Promise<{ weapons: TaskWeapon[]; session: ToolSession | null }> {
  try {
    const [weapons, sessions] = await Promise.all([api.taskMeta.weapons(), api.taskMeta.sessions({ task_instance_id: taskId })]);
    return { weapons, session: sessions[0] ?? null };
  } catch {
    throw new Error(WEAPONS_FAILED);
  }
}

/** Links the chosen weapon (or unlinks, with null) by creating, moving or deleting the tool session. */
export async function setTaskWeapon(taskId: string, session: ToolSession | null, toolId: string | null): Promise<void> {
  if ((session?.tool_id ?? null) === toolId) return;
  if (!toolId) await api.taskMeta.deleteSession(session!.id);
  else if (session) await api.taskMeta.updateSession(session.id, { tool_id: toolId });
  else await api.taskMeta.createSession({ task_instance_id: taskId, tool_id: toolId, status: "NOT_STARTED" });
}
