/**
 * The economy's pure rules on the client (spec 1-core §3, §5; 3-gm §3, §5, §9; D8): reward
 * card states, the reward form's checks, the resource-adjustment preview. The server decides
 * again; these only make the screens answer at once.
 */
import type { RedemptionStatus, RewardType } from "../api.ts";

/** The server's types (a Record over its type, so a new one fails the type check here). */
export const REWARD_TYPE_LABELS: Record<RewardType, string> = { VIRTUAL_ITEM: "虚拟物品", REAL_WORLD_PRIVILEGE: "现实特权" };
export const REWARD_TYPES = Object.keys(REWARD_TYPE_LABELS) as RewardType[];

export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatus, string> = {
  PENDING_GM_FULFILLMENT: "待GM处理",
  FULFILLED: "已兑现",
  VIRTUAL_APPLIED: "已应用",
};

/** The default icon of a reward item (3-gm §3: a gift). */
export const DEFAULT_REWARD_ICON = "🎁";

/** A stored icon is an emoji (or other short text) unless it is a link to an image. */
export const isImageIcon = (icon: string | null | undefined): icon is string => !!icon && /^(\/|https?:|data:image\/)/.test(icon);

// ---- Trading post cards ----------------------------------------------------------------------

type Priced = { emeralds_cost: number; diamonds_cost: number; stock_quantity: number | null };
type Balance = { emeralds: number; diamonds: number };

export type CardState = "redeem" | "insufficient" | "soldOut";

/** What a card's button says (1-core §5): 兑换, or disabled 资源不足 / 已售罄. */
export const CARD_BUTTON: Record<CardState, string> = { redeem: "兑换", insufficient: "资源不足", soldOut: "已售罄" };

/** null stock is unlimited (1-core §3). */
export const isUnlimited = (stock: number | null | undefined): stock is null | undefined => stock === null || stock === undefined;

/** Sold out (stock known and ≤ 0) wins over too poor: nobody could redeem it. */
export function cardState(item: Priced, balance: Balance | null): CardState {
  if (!isUnlimited(item.stock_quantity) && item.stock_quantity <= 0) return "soldOut";
  if (!balance || balance.emeralds < item.emeralds_cost || balance.diamonds < item.diamonds_cost) return "insufficient";
  return "redeem";
}

export const REDEEM_MESSAGES = {
  needLogin: "请先登录",
  insufficient: "资源不足，无法兑换此奖励",
  soldOut: "此奖励已售罄",
  failed: "兑换失败，请重试",
} as const;

/** The message that stops a redemption before any call (1-core §5), or null when it may go ahead. */
export function redeemProblem(item: Priced, balance: Balance | null): string | null {
  if (!balance) return REDEEM_MESSAGES.needLogin;
  const state = cardState(item, balance);
  if (state === "soldOut") return REDEEM_MESSAGES.soldOut;
  if (state === "insufficient") return REDEEM_MESSAGES.insufficient;
  return null;
}

export const redeemedMessage = (name: string) => `成功兑换 ${name}！`;

/** "库存 3" or "不限量", for cards and the GM's list. */
export const stockText = (stock: number | null | undefined) => (isUnlimited(stock) ? "不限量" : stock <= 0 ? "已售罄" : `库存 ${stock}`);

// ---- The GM's reward form (3-gm §5, §9) ------------------------------------------------------

export type RewardForm = {
  name: string;
  description: string;
  icon: string;
  reward_type: RewardType;
  emeralds_cost: string;
  diamonds_cost: string;
  /** Blank is unlimited. */
  stock_quantity: string;
  is_active: boolean;
};

/** 3-gm §9: 0 emeralds, 0 diamonds, unlimited stock, active, VIRTUAL_ITEM (and the gift icon). */
export const NEW_REWARD_FORM: RewardForm = {
  name: "",
  description: "",
  icon: DEFAULT_REWARD_ICON,
  reward_type: "VIRTUAL_ITEM",
  emeralds_cost: "0",
  diamonds_cost: "0",
  stock_quantity: "",
  is_active: true,
};

export const REWARD_FORM_MESSAGES = {
  name: "请输入奖励名称",
  amount: "请输入不小于0的整数",
} as const;

export type RewardBody = {
  name: string;
  description: string | null;
  icon: string;
  reward_type: RewardType;
  emeralds_cost: number;
  diamonds_cost: number;
  stock_quantity: number | null;
  is_active: boolean;
};

const MAX_AMOUNT = 1_000_000;

/** A whole number 0…1,000,000 from a field, or null. */
export function parseAmount(text: string): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_AMOUNT ? n : null;
}

export type RewardFormErrors = Partial<Record<"name" | "emeralds_cost" | "diamonds_cost" | "stock_quantity", string>>;

/** The body to save, or the fields that are wrong: name required, costs and stock ≥ 0, blank stock unlimited. */
export function checkRewardForm(form: RewardForm): { ok: true; body: RewardBody } | { ok: false; errors: RewardFormErrors } {
  const errors: RewardFormErrors = {};
  const name = form.name.trim();
  if (!name) errors.name = REWARD_FORM_MESSAGES.name;
  const emeralds = parseAmount(form.emeralds_cost);
  const diamonds = parseAmount(form.diamonds_cost);
  const stock = form.stock_quantity.trim() === "" ? null : parseAmount(form.stock_quantity);
  if (emeralds === null) errors.emeralds_cost = REWARD_FORM_MESSAGES.amount;
  if (diamonds === null) errors.diamonds_cost = REWARD_FORM_MESSAGES.amount;
  if (form.stock_quantity.trim() !== "" && stock === null) errors.stock_quantity = REWARD_FORM_MESSAGES.amount;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name,
      description: form.description.trim() || null,
      icon: form.icon.trim() || DEFAULT_REWARD_ICON,
      reward_type: form.reward_type,
      emeralds_cost: emeralds!,
      diamonds_cost: diamonds!,
      stock_quantity: stock,
      is_active: form.is_active,
    },
  };
}

/** An item back into the form's text fields (editing). */
export function rewardFormOf(item: RewardBody): RewardForm {
  return {
    name: item.name,
    description: item.description ?? "",
    icon: item.icon || DEFAULT_REWARD_ICON,
    reward_type: item.reward_type,
    emeralds_cost: String(item.emeralds_cost),
    diamonds_cost: String(item.diamonds_cost),
    stock_quantity: isUnlimited(item.stock_quantity) ? "" : String(item.stock_quantity),
    is_active: item.is_active,
  };
}

// ---- Resource adjustment (3-gm §5) -----------------------------------------------------------

export type Deltas = { xp: number; emeralds: number; diamonds: number };
export type DeltaText = { xp: string; emeralds: string; diamonds: string };
export type Standing = { player_level: number; player_xp: number; xp_to_next_level: number; emeralds: number; diamonds: number };

export const ADJUST_MESSAGES = {
  reason: "请输入调整原因",
  number: "请输入整数（可为负数）",
  failed: "调整资源失败，请重试",
} as const;

export const adjustedMessage = (name: string) => `已为 ${name} 调整资源`;

/** A whole number that may be negative; a blank field is 0. null when it is not a number. */
export function parseDelta(text: string): number | null {
  const value = text.trim().replace(/^＋|^\+/, "").replace(/^－/, "-");
  if (value === "") return 0;
  if (!/^-?\d+$/.test(value)) return null;
  const n = Number(value);
  return Math.abs(n) <= MAX_AMOUNT ? n : null;
}

export function parseDeltas(text: DeltaText): { ok: true; deltas: Deltas } | { ok: false; errors: Partial<DeltaText> } {
  const xp = parseDelta(text.xp);
  const emeralds = parseDelta(text.emeralds);
  const diamonds = parseDelta(text.diamonds);
  if (xp !== null && emeralds !== null && diamonds !== null) return { ok: true, deltas: { xp, emeralds, diamonds } };
  const errors: Partial<DeltaText> = {};
  if (xp === null) errors.xp = ADJUST_MESSAGES.number;
  if (emeralds === null) errors.emeralds = ADJUST_MESSAGES.number;
  if (diamonds === null) errors.diamonds = ADJUST_MESSAGES.number;
  return { ok: false, errors };
}

export const isNoChange = (d: Deltas) => d.xp === 0 && d.emeralds === 0 && d.diamonds === 0;

/**
 * D8 as the server applies an XP change: XP never below 0, levels never down, and while XP
 * reaches the threshold it is spent on a level (the next threshold is 100 × the new level).
 */
export function applyXpChange(s: Pick<Standing, "player_level" | "player_xp" | "xp_to_next_level">, xp: number) {
  let level = s.player_level;
  let current = Math.max(0, s.player_xp + xp);
  let next = s.xp_to_next_level > 0 ? s.xp_to_next_level : 100 * level;
  while (current >= next) {
    current -= next;
    level += 1;
    next = 100 * level;
  }
  return { player_level: level, player_xp: current, xp_to_next_level: next };
}

/** The standing after an adjustment, every value floored at 0 (3-gm §5). */
export function previewAdjustment(s: Standing, d: Deltas): Standing {
  return { ...applyXpChange(s, d.xp), emeralds: Math.max(0, s.emeralds + d.emeralds), diamonds: Math.max(0, s.diamonds + d.diamonds) };
}

/** "+5", "-3" or "0" for a change. */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
