/**
 * The GM's task metadata (spec 3-gm §2.1 metadata, §3, §5): difficulties, categories, icons and
 * weapons, each listed, created, updated and deleted here; also what the template form offers.
 */
import { proxy } from "valtio";
import { api, errorText, type MetaBody, type TaskCategory, type TaskDifficulty, type TaskIcon, type TaskWeapon } from "../api.ts";

export const META_MESSAGES = {
  loadFailed: "加载元数据失败，请重试",
  saveFailed: "保存失败，请重试",
  deleteFailed: "删除失败，请重试",
} as const;

export type MetaKind = "difficulties" | "categories" | "icons" | "weapons";
export type MetaRow = { difficulties: TaskDifficulty; categories: TaskCategory; icons: TaskIcon; weapons: TaskWeapon };

/** The word each kind's success messages use (…已创建 / 已更新 / 已删除). */
export const META_LABELS: Record<MetaKind, string> = { difficulties: "难度", categories: "分类", icons: "图标", weapons: "武器" };

type Status = "idle" | "loading" | "ready" | "error";

export const metadata = proxy({
  difficulties: [] as TaskDifficulty[],
  categories: [] as TaskCategory[],
  icons: [] as TaskIcon[],
  weapons: [] as TaskWeapon[],
  status: "idle" as Status,
  error: null as string | null,
});

/** All four lists at once (they are small, and the template form needs three of them). */
export async function loadMetadata(): Promise<void> {
  metadata.status = metadata.status === "ready" ? "ready" : "loading";
  metadata.error = null;
  try {
    const [difficulties, categories, icons, weapons] = await Promise.all([
      api.taskMeta.difficulties(),
      api.taskMeta.categories(),
      api.taskMeta.icons(),
      api.taskMeta.weapons(),
    ]);
    Object.assign(metadata, { difficulties, categories, icons, weapons, status: "ready" });
  } catch {
    metadata.error = META_MESSAGES.loadFailed;
    metadata.status = "error";
  }
}

const calls = {
  difficulties: { create: api.taskMeta.createDifficulty, update: api.taskMeta.updateDifficulty, remove: api.taskMeta.deleteDifficulty, list: api.taskMeta.difficulties },
  categories: { create: api.taskMeta.createCategory, update: api.taskMeta.updateCategory, remove: api.taskMeta.deleteCategory, list: api.taskMeta.categories },
  icons: { create: api.taskMeta.createIcon, update: api.taskMeta.updateIcon, remove: api.taskMeta.deleteIcon, list: () => api.taskMeta.icons() },
  weapons: { create: api.taskMeta.createWeapon, update: api.taskMeta.updateWeapon, remove: api.taskMeta.deleteWeapon, list: () => api.taskMeta.weapons() },
} as const;

async function refresh(kind: MetaKind): Promise<void> {
  (metadata[kind] as unknown) = await calls[kind].list();
  // Deleting a category clears it from its icons on the server; show that too.
  if (kind === "categories") metadata.icons = await api.taskMeta.icons();
}

/** Creates (id null) or updates an item; answers the success message. Server messages (duplicate names…) are shown as they are. */
export async function saveMeta<K extends MetaKind>(kind: K, id: string | null, body: MetaBody<MetaRow[K]>): Promise<string> {
  try {
    if (id) await (calls[kind].update as (id: string, b: unknown) => Promise<unknown>)(id, body);
    else await (calls[kind].create as (b: unknown) => Promise<unknown>)(body);
  } catch (error) {
    throw new Error(errorText(error, META_MESSAGES.saveFailed));
  }
  await refresh(kind).catch(() => {});
  return `${META_LABELS[kind]}已${id ? "更新" : "创建"}`;
}

export async function deleteMeta(kind: MetaKind, id: string): Promise<string> {
  try {
    await calls[kind].remove(id);
  } catch (error) {
    throw new Error(errorText(error, META_MESSAGES.deleteFailed));
  }
  await refresh(kind).catch(() => {});
  return `${META_LABELS[kind]}已删除`;
}
