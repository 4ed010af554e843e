/**
 * The one API client (spec 1-core §7 conventions, D20): bearer token on every call, success
 * bodies are `{ data }`, failures throw an ApiError carrying the server's Chinese `error`
 * (or `message`), else 'API request failed'. Types come from the server's own modules
 * (type-only imports, erased by the bundler) so client and server cannot drift apart.
 */
import type { AuthResult, AuthUser } from "../src/modules/auth/service.ts";
import type { DictionaryAbout } from "../src/modules/dictionary/about.ts";
import type {
  CharacterDetail,
  ClassicalPoemDetail,
  ClassicalPoemHit,
  ClassicalTextDetail,
  DictType,
  HitOf,
  IdiomDetail,
  PoemDetail,
  SearchResult,
  Snippet,
  StrokeData,
  WordDetail,
} from "../src/modules/dictionary/types.ts";
import type { taskCategories, taskDifficulties, taskIcons, taskWeapons } from "../db/schema/tasks.ts";
import type { SessionInput as ToolSessionInput, SessionView as ToolSession } from "../src/modules/task-tools/sessions.ts";
import type { Award } from "../src/modules/tasks/complete.ts";
import type { CreateInput as TaskInstanceCreate } from "../src/modules/tasks/create.ts";
import type { TemplateInput as TaskTemplateInput } from "../src/modules/tasks/templates.ts";
import type { UpdateInput as TaskInstanceUpdate, UpdateResult as TaskUpdateResult } from "../src/modules/tasks/transitions.ts";
import type { GmFeedback, InstanceView as TaskInstance, TemplateView as TaskTemplate } from "../src/modules/tasks/views.ts";
import type { AddPlayerInput, IssuedLink, ManagedPlayer, ResetRequestView } from "../src/modules/players/service.ts";
import type { StoredFile } from "../src/modules/uploads/service.ts";
import type { UserView } from "../src/modules/users/service.ts";
import type { AchievementTemplateView, UnlockedAchievement } from "../src/modules/achievements/service.ts";
import type { ResourceChange, ResourcesInput } from "../src/modules/resources/service.ts";
import type { RewardLogView } from "../src/modules/rewards/history.ts";
import type { ItemInput as RewardItemInput, RewardItemView } from "../src/modules/rewards/items.ts";
import type { RedeemResult } from "../src/modules/rewards/redeem.ts";
import type { RedeemedView } from "../src/modules/rewards/redeemed.ts";

export type { AuthResult, AuthUser, DictionaryAbout, StoredFile, UserView };
export type * from "../src/modules/dictionary/types.ts";
/** One page of a dictionary list (D20: items in `data`, paging beside it). */
export type ListPage<T> = { items: T[]; total: number; page: number; limit: number };
export type Dynasty = { dynasty: string; count: number };
export type ClassicalPoemSort = "dynasty" | "writer" | "title";
/** What a metadata form sends: the row without the server's own columns. */
export type MetaBody<T> = Partial<Omit<T, "id" | "gm_id" | "created_at" | "updated_at">>;
export type { AddPlayerInput, ManagedPlayer, ResetRequestView };
export type { ToolSession, ToolSessionInput };
export type CreatedPlayer = { player: ManagedPlayer; setup_code: string; setup_link: string; expires_at: IssuedLink["expires_at"] };
export type ResetCode = { reset_code: string; reset_link: string; expires_at: string };
export type { Award, GmFeedback, TaskInstance, TaskInstanceCreate, TaskInstanceUpdate, TaskTemplate, TaskTemplateInput, TaskUpdateResult };
export type TaskType = TaskTemplate["task_type"];
export type TaskStatus = TaskInstance["status"];
export type SourceType = TaskInstance["source_type"];
export type TaskDifficulty = typeof taskDifficulties.$inferSelect;
export type TaskCategory = typeof taskCategories.$inferSelect;
export type TaskIcon = typeof taskIcons.$inferSelect;
export type TaskWeapon = typeof taskWeapons.$inferSelect;
export type ToolType = TaskWeapon["tool_type"];
export type TemplateQuery = { is_active?: boolean; limit?: number; offset?: number; gm_id?: string; query?: string; task_type?: TaskType; category_id?: string };
export type InstanceQuery = {
  player_id?: string;
  date?: string;
  status?: string;
  source_type?: SourceType;
  include_overdue?: boolean;
  sort?: "due_date" | "updated_at" | "submitted_at" | "created_at";
  limit?: number;
  offset?: number;
};
export type Grade = NonNullable<UserView["grade"]>;
export type Health = { status: "ok" | "error"; version: string; database: "ok" | "error" };
/** The economy (issue #5): the store, redemptions, the reward log, resources and achievements. */
export type RewardItem = RewardItemView;
export type Redemption = RedeemedView;
export type RewardLog = RewardLogView;
export type RedemptionStatus = Redemption["status"];
export type RewardType = RewardItem["reward_type"];
export type AchievementTemplate = AchievementTemplateView;
export type { RedeemResult, ResourceChange, ResourcesInput, RewardItemInput, UnlockedAchievement };
export type RedeemedQuery = { player_id?: string; playerIds?: string; status?: string; limit?: number; offset?: number };
export type ProfileUpdate = { name?: string; grade?: Grade | "" | null; school?: string | null; avatar_url?: string | null };

export const GENERIC_API_ERROR = "API request failed";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The message to show for a failed call: the server's text, or the page's own default. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message !== GENERIC_API_ERROR) return error.message;
  return fallback;
}

type ClientHooks = { token: () => string | null; onUnauthorized: () => void };
let hooks: ClientHooks = { token: () => null, onUnauthorized: () => {} };

/** The session store plugs in here, so this module never imports state (no cycle). */
export function configureApi(next: ClientHooks): void {
  hooks = next;
}

type Body<T> = { data: T; total?: number; page?: number; limit?: number };

async function request<T, R = T>(method: string, path: string, body?: unknown, pick: (json: Body<T>) => R = (json) => json.data as unknown as R): Promise<R> {
  const headers: Record<string, string> = { accept: "application/json" };
  const token = hooks.token();
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload });
  } catch {
    throw new ApiError(GENERIC_API_ERROR, 0);
  }
  const json = (await response.json().catch(() => null)) as { data?: T; error?: string; message?: string } | null;
  if (!response.ok || !json || !("data" in json)) {
    // A revoked or expired login: the session store logs out so guards send the child to login.
    if (response.status === 401 && token) hooks.onUnauthorized();
    throw new ApiError(json?.error || json?.message || GENERIC_API_ERROR, response.status);
  }
  return pick(json as Body<T>);
}

const get = <T>(path: string) => request<T>("GET", path);
const post = <T>(path: string, body?: unknown) => request<T>("POST", path, body ?? {});
const put = <T>(path: string, body: unknown) => request<T>("PUT", path, body);
/** A paged list: the items and the `total`, `page`, `limit` the server sends beside them. */
const getPage = <T>(path: string) =>
  request<T[], ListPage<T>>("GET", path, undefined, (json) => ({ items: json.data, total: json.total ?? 0, page: json.page ?? 1, limit: json.limit ?? json.data.length }));
/** A single item that may not exist: a 404 is "nothing" (spec §7), not an error. */
const getOrNothing = <T>(path: string) =>
  get<T>(path).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
/** A query string from the parameters that are set (blank and undefined ones are left out). */
const qs = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};
const seg = (id: string | number) => encodeURIComponent(String(id));
const del = <T>(path: string) => request<T>("DELETE", path);
/** The task metadata lists answer `{ data, total }`; the screens want the whole list. */
const getAll = <T>(path: string) => getPage<T>(path).then((page) => page.items);

type Ok = { success: true };

export const api = {
  auth: {
    register: (body: { email: string; password: string; name: string; username?: string }) =>
      post<AuthResult>("/api/auth/register", body),
    login: (body: { email: string; password: string }) => post<AuthResult>("/api/auth/login", body),
    logout: () => post<Ok>("/api/auth/logout"),
    me: () => get<AuthUser>("/api/auth/me"),
    changePassword: (body: { current_password: string; new_password: string }) =>
      post<Ok>("/api/auth/change-password", body),
    forgotPassword: (email: string) => post<Ok>("/api/auth/forgot-password", { email }),
    resetPassword: (body: { email: string; code: string; new_password: string }) =>
      post<AuthResult>("/api/auth/reset-password", body),
  },
  users: {
    me: () => get<UserView>("/api/users/me"),
    updateMe: (body: ProfileUpdate) => put<UserView>("/api/users/me", body),
    /** The GM's players (3-gm §7); a list with `total`. */
    managedPlayers: () => getAll<ManagedPlayer>("/api/users/managed-players"),
    gmPlayers: (gmId: string) => getAll<ManagedPlayer>(`/api/users/gm/${seg(gmId)}/players`),
    /** Creates a player; the answer carries the one-time setup code and link, shown once (D3). */
    createPlayer: (body: AddPlayerInput) => post<CreatedPlayer>("/api/users/players", body),
    resetCode: (playerId: string) => post<ResetCode>(`/api/users/${seg(playerId)}/reset-code`),
    resetRequests: () => getAll<ResetRequestView>("/api/users/password-reset-requests"),
    /** Names by id for the users the caller may see (P11). */
    fullnames: (userIds: string[]) => post<Record<string, string | null>>("/api/users/fullnames", { userIds }),
    /** A GM's adjustment of a player's XP and balances (3-gm §5, D11): deltas and a reason. */
    adjustResources: (playerId: string, body: ResourcesInput) => put<ResourceChange>(`/api/users/${seg(playerId)}/resources`, body),
  },
  upload: {
    avatar: (file: Blob, fileName: string) => {
      const form = new FormData();
      form.append("file", file, fileName);
      return post<StoredFile>("/api/upload/avatar", form);
    },
    /** An image into a folder such as tasks/{playerId}/{taskId} (≤ 5 MB there, images only). */
    image: (file: Blob, fileName: string, filePath: string) => {
      const form = new FormData();
      form.append("file", file, fileName);
      form.append("filePath", filePath);
      return post<StoredFile>("/api/upload/image", form);
    },
  },
  health: () => get<Health>("/api/health"),
  /** Quests (spec 1-core §7 Tasks, 3-gm §7): templates, instances, submissions and review. */
  tasks: {
    templates: (params: TemplateQuery = {}) => getPage<TaskTemplate>(`/api/tasks/templates${qs(params)}`),
    template: (id: string) => getOrNothing<TaskTemplate>(`/api/tasks/templates/${seg(id)}`),
    createTemplate: (body: TaskTemplateInput & { name: string }) => post<TaskTemplate>("/api/tasks/templates", body),
    updateTemplate: (id: string, body: TaskTemplateInput) => put<TaskTemplate>(`/api/tasks/templates/${seg(id)}`, body),
    deleteTemplate: (id: string) => del<{ deleted: true; archived: boolean }>(`/api/tasks/templates/${seg(id)}`),
    instances: (params: InstanceQuery = {}) => getPage<TaskInstance>(`/api/tasks/instances${qs(params)}`),
    gmInstances: (gmId: string, params: InstanceQuery = {}) => getPage<TaskInstance>(`/api/tasks/gm/${seg(gmId)}/instances${qs(params)}`),
    instance: (id: string) => getOrNothing<TaskInstance>(`/api/tasks/instances/${seg(id)}`),
    /** Accepting a quest-board template, a GM's ad-hoc task, or a player's quick-add (by source_type). */
    createInstance: (body: TaskInstanceCreate) => post<TaskInstance>("/api/tasks/instances", body),
    updateInstance: (id: string, body: TaskInstanceUpdate) => put<TaskUpdateResult>(`/api/tasks/instances/${seg(id)}`, body),
    submit: (id: string, body: { notes: string; attachmentUrls?: string[] }) => put<TaskInstance>(`/api/tasks/instances/${seg(id)}/submit`, body),
  },
  /** The GM's task metadata (3-gm §2.1 metadata tabs); players read their GM's. */
  taskMeta: {
    difficulties: () => getAll<TaskDifficulty>("/api/tasks/difficulties"),
    createDifficulty: (body: MetaBody<TaskDifficulty>) => post<TaskDifficulty>("/api/tasks/difficulties", body),
    updateDifficulty: (id: string, body: MetaBody<TaskDifficulty>) => put<TaskDifficulty>(`/api/tasks/difficulties/${seg(id)}`, body),
    deleteDifficulty: (id: string) => del<Ok>(`/api/tasks/difficulties/${seg(id)}`),
    categories: () => getAll<TaskCategory>("/api/tasks/categories"),
    createCategory: (body: MetaBody<TaskCategory>) => post<TaskCategory>("/api/tasks/categories", body),
    updateCategory: (id: string, body: MetaBody<TaskCategory>) => put<TaskCategory>(`/api/tasks/categories/${seg(id)}`, body),
    deleteCategory: (id: string) => del<Ok>(`/api/tasks/categories/${seg(id)}`),
    icons: (category?: string) => getAll<TaskIcon>(`/api/tasks/icons${qs({ category })}`),
    createIcon: (body: MetaBody<TaskIcon>) => post<TaskIcon>("/api/tasks/icons", body),
    updateIcon: (id: string, body: MetaBody<TaskIcon>) => put<TaskIcon>(`/api/tasks/icons/${seg(id)}`, body),
    deleteIcon: (id: string) => del<Ok>(`/api/tasks/icons/${seg(id)}`),
    weapons: (weapon_type?: ToolType) => getAll<TaskWeapon>(`/api/task-tools/weapons${qs({ weapon_type })}`),
    weapon: (id: string) => getOrNothing<TaskWeapon>(`/api/task-tools/weapons/${seg(id)}`),
    createWeapon: (body: MetaBody<TaskWeapon>) => post<TaskWeapon>("/api/task-tools/weapons", body),
    updateWeapon: (id: string, body: MetaBody<TaskWeapon>) => put<TaskWeapon>(`/api/task-tools/weapons/${seg(id)}`, body),
    deleteWeapon: (id: string) => del<Ok>(`/api/task-tools/weapons/${seg(id)}`),
    /** Tool sessions link a weapon (study tool) to a task (spec 1-core §3). */
    sessions: (params: { task_instance_id?: string; tool_id?: string }) => getAll<ToolSession>(`/api/task-tools/sessions${qs(params)}`),
    createSession: (body: ToolSessionInput) => post<ToolSession>("/api/task-tools/sessions", body),
    updateSession: (id: string, body: Partial<Omit<ToolSessionInput, "task_instance_id">>) => put<ToolSession>(`/api/task-tools/sessions/${seg(id)}`, body),
    deleteSession: (id: string) => del<Ok>(`/api/task-tools/sessions/${seg(id)}`),
  },
  /** The store and redemptions (spec 1-core §7 Rewards, 3-gm §7, D10). */
  rewards: {
    /** A GM's own items; a player's GM's active ones (the server decides). */
    items: (params: { gm_id?: string; is_active?: boolean; reward_type?: RewardType } = {}) => getAll<RewardItem>(`/api/rewards/items${qs(params)}`),
    createItem: (body: RewardItemInput & { name: string }) => post<RewardItem>("/api/rewards/items", body),
    updateItem: (id: string, body: RewardItemInput) => put<RewardItem>(`/api/rewards/items/${seg(id)}`, body),
    /** D10: the server charges the item's costs; only the item and the player are sent. */
    redeem: (body: { reward_item_id: string; player_id?: string }) => post<RedeemResult>("/api/rewards/redeem", body),
    redeemed: (params: RedeemedQuery = {}) => getPage<Redemption>(`/api/rewards/redeemed${qs(params)}`),
    pending: (gmId?: string) => getPage<Redemption>(`/api/rewards/pending${qs({ gm_id: gmId })}`),
    updateRedeemed: (id: string, body: { status: Exclude<RedemptionStatus, "PENDING_GM_FULFILLMENT">; gm_notes?: string | null }) =>
      put<Redemption>(`/api/rewards/redeemed/${seg(id)}`, body),
    /** The reward log as a history, newest first, paged. */
    logs: (params: { player_id?: string; action?: string; limit?: number; offset?: number } = {}) => getPage<RewardLog>(`/api/rewards/logs${qs(params)}`),
  },
  achievements: {
    /** The active achievements, with the player's progress (their own, or a GM's player by id). */
    templates: (playerId?: string) => getAll<AchievementTemplate>(`/api/achievements/templates${qs({ player_id: playerId })}`),
    unlocked: (playerId?: string) => getAll<UnlockedAchievement>(`/api/achievements/unlocked${qs({ player_id: playerId })}`),
    /** The GM grants one to their player; it pays once (409 when the player has it). */
    unlock: (body: { player_id: string; template_id: string }) =>
      post<{ achievement: UnlockedAchievement; achievements_unlocked: UnlockedAchievement[] }>("/api/achievements/unlock", body),
    /** Unlocks whatever the player has reached and answers what was new. */
    check: (playerId?: string) => post<{ achievements_unlocked: UnlockedAchievement[] }>(`/api/achievements/check${qs({ player_id: playerId })}`),
  },
  /** The dictionary (spec §7), public: search, lists, details by id or headword, stroke data. */
  dictionary: {
    about: () => getOrNothing<DictionaryAbout>("/api/dictionary/about"),
    search: (params: { query: string; types?: DictType | "all"; page?: number; limit?: number }) =>
      get<SearchResult>(`/api/dictionary/search${qs(params)}`),
    list: <T extends DictType>(type: T, params: { query?: string; page?: number; limit?: number; difficulty?: number } = {}) =>
      getPage<HitOf[T]>(`/api/dictionary/${type}${qs(params)}`),
    classicalPoems: (params: { query?: string; dynasty?: string; offset?: number; limit?: number; sort?: ClassicalPoemSort }) =>
      getPage<ClassicalPoemHit>(`/api/dictionary/classical-poems${qs(params)}`),
    dynasties: (limit = 1000) => get<Dynasty[]>(`/api/dictionary/dynasties${qs({ limit })}`),
    character: (idOrChar: string | number) => getOrNothing<CharacterDetail>(`/api/dictionary/characters/${seg(idOrChar)}`),
    word: (idOrWord: string | number) => getOrNothing<WordDetail>(`/api/dictionary/words/${seg(idOrWord)}`),
    idiom: (idOrIdiom: string | number) => getOrNothing<IdiomDetail>(`/api/dictionary/idioms/${seg(idOrIdiom)}`),
    poem: (id: string | number) => getOrNothing<PoemDetail>(`/api/dictionary/poems/${seg(id)}`),
    classicalText: (id: string | number) => getOrNothing<ClassicalTextDetail>(`/api/dictionary/classical-texts/${seg(id)}`),
    classicalPoem: (id: string | number) => getOrNothing<ClassicalPoemDetail>(`/api/dictionary/classical-poems/${seg(id)}`),
    strokes: (char: string) => get<StrokeData>(`/api/dictionary/strokes/${seg(char)}`),
  },
};
