/**
 * The economy's screens (issue #5; spec 1-core §2, §5, §8; 3-gm §2.1, §5, §8, §9): the GM's
 * store, the trading post and the player's redemptions, the GM's redemption queue, resource
 * adjustments and the reward history. Only this module calls the rewards API.
 */
import { proxy } from "valtio";
import { api, errorText, type Redemption, type RedemptionStatus, type RewardItem, type RewardLog } from "../api.ts";
import { adjustedMessage, ADJUST_MESSAGES, REDEEM_MESSAGES, redeemedMessage, redeemProblem, type Deltas, type RewardBody } from "../lib/economy.ts";
import { celebrate } from "./achievements.ts";
import { loadPlayers } from "./players.ts";
import { refreshProfile, session } from "./session.ts";

export const ECONOMY_MESSAGES = {
  saveItem: "保存奖励失败，请重试",
  itemStatus: "更新奖励状态失败，请重试",
  created: "奖励已创建",
  updated: "奖励已更新",
  deactivated: "奖励已停用",
  activated: "奖励已激活",
  loadItems: "加载数据失败，请重试",
  loadRecords: "获取奖励记录失败",
  process: "处理奖励失败，请重试",
  fulfilled: "奖励已标记为已兑现",
  applied: "虚拟物品已应用",
  iconUpload: "上传失败",
} as const;

/** Spec 3-gm §9: the 已完成 tab shows the latest 20. */
export const FULFILLED_LIMIT = 20;
/** The reward history's page size (the server's default, docs/decisions.md E12). */
export const HISTORY_PAGE_SIZE = 20;

type Status = "idle" | "loading" | "ready" | "error";

// ---- The GM's store --------------------------------------------------------------------------

export const gmStore = proxy({ items: [] as RewardItem[], status: "idle" as Status, error: null as string | null });

export async function loadStoreItems(): Promise<void> {
  gmStore.status = gmStore.items.length ? "ready" : "loading";
  gmStore.error = null;
  try {
    gmStore.items = await api.rewards.items({ gm_id: session.profile?.id });
    gmStore.status = "ready";
  } catch (error) {
    gmStore.error = errorText(error, ECONOMY_MESSAGES.loadItems);
    gmStore.status = "error";
  }
}

function replaceItem(saved: RewardItem): void {
  const at = gmStore.items.findIndex((i) => i.id === saved.id);
  if (at >= 0) gmStore.items[at] = saved;
  else gmStore.items.unshift(saved);
}

/** Creates (id null) or updates an item; answers '奖励已创建' / '奖励已更新'. */
export async function saveRewardItem(id: string | null, body: RewardBody): Promise<string> {
  try {
    replaceItem(id ? await api.rewards.updateItem(id, body) : await api.rewards.createItem(body));
  } catch (error) {
    throw new Error(errorText(error, ECONOMY_MESSAGES.saveItem));
  }
  return id ? ECONOMY_MESSAGES.updated : ECONOMY_MESSAGES.created;
}

/** The list's active toggle (3-gm §4: inactive items leave the trading post). */
export async function setRewardActive(item: Pick<RewardItem, "id">, active: boolean): Promise<string> {
  try {
    replaceItem(await api.rewards.updateItem(item.id, { is_active: active }));
  } catch (error) {
    throw new Error(errorText(error, ECONOMY_MESSAGES.itemStatus));
  }
  return active ? ECONOMY_MESSAGES.activated : ECONOMY_MESSAGES.deactivated;
}

/** Uploads an already downscaled icon into the GM's own folder and answers the link to store. */
export async function uploadRewardIcon(image: Blob): Promise<string> {
  try {
    return (await api.upload.image(image, "icon.jpg", "rewards")).url;
  } catch (error) {
    throw new Error(errorText(error, ECONOMY_MESSAGES.iconUpload));
  }
}

// ---- The trading post ------------------------------------------------------------------------

export const tradingPost = proxy({
  items: [] as RewardItem[],
  status: "idle" as Status,
  error: null as string | null,
  mine: [] as Redemption[],
  mineStatus: "idle" as Status,
  mineError: null as string | null,
});

/** The player's GM's active items (the server picks them). */
export async function loadTradingPost(): Promise<void> {
  tradingPost.status = tradingPost.items.length ? "ready" : "loading";
  tradingPost.error = null;
  try {
    tradingPost.items = await api.rewards.items({ is_active: true });
    tradingPost.status = "ready";
  } catch (error) {
    tradingPost.error = errorText(error, ECONOMY_MESSAGES.loadItems);
    tradingPost.status = "error";
  }
}

/** 我的兑换: the player's redemptions, newest first. */
export async function loadMyRedemptions(): Promise<void> {
  tradingPost.mineStatus = tradingPost.mine.length ? "ready" : "loading";
  tradingPost.mineError = null;
  try {
    tradingPost.mine = (await api.rewards.redeemed({ limit: 50 })).items;
    tradingPost.mineStatus = "ready";
  } catch (error) {
    tradingPost.mineError = errorText(error, ECONOMY_MESSAGES.loadRecords);
    tradingPost.mineStatus = "error";
  }
}

/**
 * Redeems one item (1-core §5, §8, D10): the spec's checks first, then the server, which
 * charges the item's own costs. The header's numbers change at once; unlocks are celebrated.
 */
export async function redeemReward(item: RewardItem): Promise<string> {
  const problem = redeemProblem(item, session.profile);
  if (problem) throw new Error(problem);
  try {
    const result = await api.rewards.redeem({ reward_item_id: item.id });
    celebrate(result.achievements_unlocked);
    if (session.profile) Object.assign(session.profile, result.profile);
  } catch (error) {
    throw new Error(errorText(error, REDEEM_MESSAGES.failed));
  }
  void refreshProfile().catch(() => {});
  return redeemedMessage(item.name);
}

// ---- The GM's redemption queue ---------------------------------------------------------------

export const gmRedemptions = proxy({
  pending: [] as Redemption[],
  /** The sidebar's and overview's count; null until known. */
  pendingCount: null as number | null,
  pendingStatus: "idle" as Status,
  fulfilled: [] as Redemption[],
  fulfilledStatus: "idle" as Status,
  error: null as string | null,
});

export async function loadPendingRedemptions(): Promise<void> {
  gmRedemptions.pendingStatus = gmRedemptions.pendingCount === null ? "loading" : "ready";
  gmRedemptions.error = null;
  try {
    const page = await api.rewards.pending(session.profile?.id);
    gmRedemptions.pending = page.items;
    gmRedemptions.pendingCount = page.total;
    gmRedemptions.pendingStatus = "ready";
  } catch {
    gmRedemptions.error = ECONOMY_MESSAGES.loadRecords;
    gmRedemptions.pendingStatus = "error";
  }
}

/** 已完成: fulfilled and applied redemptions, the latest 20 (3-gm §9). */
export async function loadFulfilledRedemptions(): Promise<void> {
  gmRedemptions.fulfilledStatus = gmRedemptions.fulfilled.length ? "ready" : "loading";
  gmRedemptions.error = null;
  try {
    gmRedemptions.fulfilled = (await api.rewards.redeemed({ status: "FULFILLED,VIRTUAL_APPLIED", limit: FULFILLED_LIMIT })).items;
    gmRedemptions.fulfilledStatus = "ready";
  } catch {
    gmRedemptions.error = ECONOMY_MESSAGES.loadRecords;
    gmRedemptions.fulfilledStatus = "error";
  }
}

/** Marks a pending redemption FULFILLED or VIRTUAL_APPLIED with optional notes; answers the success message. */
export async function processRedemption(id: string, status: Exclude<RedemptionStatus, "PENDING_GM_FULFILLMENT">, notes: string): Promise<string> {
  try {
    await api.rewards.updateRedeemed(id, { status, gm_notes: notes.trim() || null });
  } catch (error) {
    throw new Error(errorText(error, ECONOMY_MESSAGES.process));
  }
  void loadPendingRedemptions();
  void loadFulfilledRedemptions();
  return status === "FULFILLED" ? ECONOMY_MESSAGES.fulfilled : ECONOMY_MESSAGES.applied;
}

// ---- Resources and history -------------------------------------------------------------------

/** The GM's adjustment (3-gm §5): signed changes with a reason; the server floors at 0 and levels up (D8). */
export async function adjustResources(player: { id: string; name: string }, deltas: Deltas, reason: string): Promise<string> {
  try {
    const result = await api.users.adjustResources(player.id, { xp_delta: deltas.xp, emeralds_delta: deltas.emeralds, diamonds_delta: deltas.diamonds, reason: reason.trim() });
    celebrate(result.achievements_unlocked);
  } catch (error) {
    throw new Error(errorText(error, ADJUST_MESSAGES.failed));
  }
  void loadPlayers();
  return adjustedMessage(player.name);
}

export const rewardHistory = proxy({ entries: [] as RewardLog[], total: 0, page: 1, status: "idle" as Status, error: null as string | null });

/** One page of the player's reward log, newest first. */
export async function loadRewardHistory(page = 1): Promise<void> {
  rewardHistory.status = "loading";
  rewardHistory.error = null;
  try {
    const result = await api.rewards.logs({ limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE });
    Object.assign(rewardHistory, { entries: result.items, total: result.total, page, status: "ready" });
  } catch (error) {
    rewardHistory.error = errorText(error, ECONOMY_MESSAGES.loadRecords);
    rewardHistory.status = "error";
  }
}
