/**
 * The GM's players (spec 3-gm §2.1 player management, §3, §5, §6; D3): the managed list with
 * names fetched by id, adding a player (one-time setup code), reset codes and open
 * forgot-password requests. Only this module calls the players API.
 */
import { proxy } from "valtio";
import { api, ApiError, errorText, type AddPlayerInput, type CreatedPlayer, type ManagedPlayer, type ResetCode, type ResetRequestView } from "../api.ts";
import { session } from "./session.ts";

export const PLAYER_MESSAGES = {
  required: "请填写所有必填字段",
  email: "请输入有效的邮箱地址",
  noGm: "无法获取 GM ID，请重新登录",
  added: "玩家添加成功！",
  addFailed: "创建玩家时发生错误",
  loadFailed: "加载玩家数据失败，请重试",
  resetFailed: "生成重置码失败，请重试",
} as const;

type Status = "idle" | "loading" | "ready" | "error";

export const gmPlayers = proxy({
  list: [] as ManagedPlayer[],
  /** Full names by player id (spec 3-gm §3: fetched separately by id). */
  names: {} as Record<string, string | null>,
  status: "idle" as Status,
  error: null as string | null,
  requests: [] as ResetRequestView[],
});

/**
 * Spec 3-gm §6: these failures mean "this GM has no players (yet)", so screens carry on with an
 * empty list instead of an error. Our server answers [] in those cases; older texts still count.
 */
const NO_PLAYERS = ["User not found", "Permission denied", "Only GMs can access managed players"];
export const meansNoPlayers = (error: unknown) => error instanceof ApiError && NO_PLAYERS.some((text) => error.message.includes(text));

/** The managed players, then their names in one call. */
export async function loadPlayers(): Promise<void> {
  gmPlayers.status = gmPlayers.list.length ? "ready" : "loading";
  gmPlayers.error = null;
  try {
    const list = await api.users.managedPlayers();
    const names = list.length ? await api.users.fullnames(list.map((p) => p.id)).catch(() => ({}) as Record<string, string | null>) : {};
    gmPlayers.list = list;
    gmPlayers.names = names;
    gmPlayers.status = "ready";
  } catch (error) {
    if (meansNoPlayers(error)) {
      gmPlayers.list = [];
      gmPlayers.status = "ready";
      return;
    }
    gmPlayers.error = errorText(error, PLAYER_MESSAGES.loadFailed);
    gmPlayers.status = "error";
  }
}

/** Loads the list once per visit to the console (screens call it freely). */
export function ensurePlayers(): Promise<void> {
  return gmPlayers.status === "idle" ? loadPlayers() : Promise.resolve();
}

/** The name to show for a player: the fetched full name, else the player name. */
export function playerLabel(players: { list: readonly ManagedPlayer[]; names: Readonly<Record<string, string | null>> }, id: string, fallback?: string | null): string {
  const player = players.list.find((p) => p.id === id);
  return players.names[id] || player?.full_name || player?.username || fallback || "未知玩家";
}

/** Creates a player for the logged-in GM; the answer's setup code is shown once (D3). */
export async function addPlayer(input: Omit<AddPlayerInput, "gm_id">): Promise<CreatedPlayer> {
  const gmId = session.profile?.role === "GM" ? session.profile.id : null;
  if (!gmId) throw new Error(PLAYER_MESSAGES.noGm);
  let created: CreatedPlayer;
  try {
    created = await api.users.createPlayer({ ...input, gm_id: gmId });
  } catch (error) {
    throw new Error(errorText(error, PLAYER_MESSAGES.addFailed));
  }
  void loadPlayers();
  return created;
}

export async function loadResetRequests(): Promise<void> {
  try {
    gmPlayers.requests = await api.users.resetRequests();
  } catch {
    gmPlayers.requests = []; // the table still works; requests are a convenience
  }
}

/** A new one-time reset code for a player (voids their previous one); resolves open requests. */
export async function issueResetCode(playerId: string): Promise<ResetCode> {
  try {
    const code = await api.users.resetCode(playerId);
    void loadResetRequests();
    void loadPlayers();
    return code;
  } catch (error) {
    throw new Error(errorText(error, PLAYER_MESSAGES.resetFailed));
  }
}
