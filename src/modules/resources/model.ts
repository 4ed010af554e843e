import { t } from "elysia";

const MAX = 1_000_000;
const amount = (message: string) => t.Optional(t.Integer({ minimum: 0, maximum: 100 * MAX, error: message }));
const delta = (message: string) => t.Optional(t.Integer({ minimum: -MAX, maximum: MAX, error: message }));
const reason = t.Optional(t.Union([t.Null(), t.String({ maxLength: 200 })], { error: "调整原因不能超过200个字符" }));

/** PUT /api/users/{id}/resources: values and/or adjustments, one form per resource, with a reason. */
export const resourcesBody = t.Object({
  player_xp: amount("经验值需为不小于0的整数"),
  emeralds: amount("绿宝石数量需为不小于0的整数"),
  diamonds: amount("钻石数量需为不小于0的整数"),
  xp_delta: delta("经验调整需为整数"),
  emeralds_delta: delta("绿宝石调整需为整数"),
  diamonds_delta: delta("钻石调整需为整数"),
  reason,
});

export const awardXpBody = t.Object({
  xp: t.Integer({ minimum: 0, maximum: MAX, error: "经验值需为不小于0的整数" }),
  reason,
});

export const awardResourcesBody = t.Object({
  emeralds: t.Optional(t.Integer({ minimum: 0, maximum: MAX, error: "绿宝石数量需为不小于0的整数" })),
  diamonds: t.Optional(t.Integer({ minimum: 0, maximum: MAX, error: "钻石数量需为不小于0的整数" })),
  reason,
});

export const idParams = t.Object({ id: t.String({ maxLength: 64 }) });
