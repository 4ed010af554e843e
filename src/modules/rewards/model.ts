import { t } from "elysia";
import { REDEMPTION_STATUSES, REWARD_TYPES } from "../../../db/schema/index.ts";

export const REWARD_MESSAGES = {
  name: "请输入奖励名称",
  nameLength: "奖励名称不能超过50个字符",
  description: "奖励描述不能超过500个字符",
  cost: "消耗数量需为不小于0的整数",
  stock: "库存需为不小于0的整数，留空表示不限量",
  type: "请选择有效的奖励类型",
  icon: "图标需为表情符号或已上传的图片",
  active: "is_active 只能是 true 或 false",
  item: "请选择要兑换的奖励",
  notFound: "未找到该奖励",
  inactive: "此奖励已下架",
  soldOut: "此奖励已售罄",
  insufficient: "资源不足，无法兑换此奖励",
  status: "无效的兑换状态",
  notes: "备注不能超过500个字符",
  redemptionNotFound: "未找到该兑换记录",
  processed: "该兑换已处理，不能重复处理",
  limit: "limit 需为1到200之间的整数",
  offset: "offset 需为不小于0的整数",
} as const;

const MAX = 1_000_000;
const cost = t.Integer({ minimum: 0, maximum: MAX, error: REWARD_MESSAGES.cost });
const limit = t.Optional(t.Integer({ minimum: 1, maximum: 200, error: REWARD_MESSAGES.limit }));
const offset = t.Optional(t.Integer({ minimum: 0, error: REWARD_MESSAGES.offset }));

/** POST /api/rewards/items (3-gm §3, §5, §9). Name length and emptiness are checked after trimming. */
export const itemCreate = t.Object({
  name: t.String({ maxLength: 1000, error: REWARD_MESSAGES.name }),
  description: t.Optional(t.Union([t.Null(), t.String({ maxLength: 500 })], { error: REWARD_MESSAGES.description })),
  icon: t.Optional(t.Union([t.Null(), t.String({ maxLength: 500 })], { error: REWARD_MESSAGES.icon })),
  reward_type: t.Optional(t.Union(REWARD_TYPES.map((v) => t.Literal(v)), { error: REWARD_MESSAGES.type })),
  emeralds_cost: t.Optional(cost),
  diamonds_cost: t.Optional(cost),
  // Blank (null or "") is unlimited, as the form's empty field means.
  stock_quantity: t.Optional(t.Union([t.Null(), t.Literal(""), t.Integer({ minimum: 0, maximum: MAX })], { error: REWARD_MESSAGES.stock })),
  is_active: t.Optional(t.Boolean({ error: REWARD_MESSAGES.active })),
  gm_id: t.Optional(t.String({ maxLength: 64 })),
});

export const itemUpdate = t.Partial(itemCreate);

export const itemQuery = t.Object({
  gm_id: t.Optional(t.String({ maxLength: 64 })),
  is_active: t.Optional(t.Boolean({ error: REWARD_MESSAGES.active })),
  reward_type: t.Optional(t.Union(REWARD_TYPES.map((v) => t.Literal(v)), { error: REWARD_MESSAGES.type })),
});

/** D10: only the item and the player count; costs a client sends are ignored. */
export const redeemBody = t.Object({
  reward_item_id: t.String({ minLength: 1, maxLength: 64, error: REWARD_MESSAGES.item }),
  player_id: t.Optional(t.String({ maxLength: 64 })),
});

export const redeemedQuery = t.Object({
  playerIds: t.Optional(t.String({ maxLength: 20_000 })),
  player_id: t.Optional(t.String({ maxLength: 64 })),
  status: t.Optional(t.String({ maxLength: 200 })),
  limit,
  offset,
});

export const pendingQuery = t.Object({ gm_id: t.Optional(t.String({ maxLength: 64 })) });

export const redeemedUpdate = t.Object({
  status: t.Union(
    REDEMPTION_STATUSES.filter((s) => s !== "PENDING_GM_FULFILLMENT").map((v) => t.Literal(v)),
    { error: REWARD_MESSAGES.status },
  ),
  gm_notes: t.Optional(t.Union([t.Null(), t.String({ maxLength: 500 })], { error: REWARD_MESSAGES.notes })),
});

export const logsQuery = t.Object({
  player_id: t.Optional(t.String({ maxLength: 64 })),
  playerIds: t.Optional(t.String({ maxLength: 20_000 })),
  action: t.Optional(t.String({ maxLength: 200 })),
  limit,
  offset,
});

const signed = (message: string) => t.Optional(t.Integer({ minimum: -MAX, maximum: MAX, error: message }));

/** POST /api/rewards/logs: a GM's manual entry, applied to the balances like an adjustment (E7). */
export const logBody = t.Object({
  user_id: t.Optional(t.String({ maxLength: 64 })),
  player_id: t.Optional(t.String({ maxLength: 64 })),
  action: t.Optional(t.Union([t.Null(), t.String({ maxLength: 100 })], { error: "action 不能超过100个字符" })),
  xp_awarded: signed("经验值需为整数"),
  emeralds_awarded: signed("绿宝石数量需为整数"),
  diamonds_awarded: signed("钻石数量需为整数"),
  reason: t.Optional(t.Union([t.Null(), t.String({ maxLength: 200 })], { error: "调整原因不能超过200个字符" })),
});

export const idParams = t.Object({ id: t.String({ maxLength: 64 }) });
