import { t } from "elysia";
import { TOOL_TYPES } from "../../../db/schema/index.ts";

export const MESSAGES = {
  difficultyName: "请输入难度名称",
  multiplier: "奖励倍率需在0.1到5之间（步长0.1）",
  categoryName: "请输入分类名称",
  iconName: "请输入图标名称",
  iconCode: "请输入图标代码",
  weaponName: "请输入武器名称",
  weaponIcon: "请选择武器图标",
  toolType: "请选择工具类型",
  text: "内容过长",
} as const;

const optionalText = (max: number) => t.Optional(t.Union([t.Null(), t.String({ maxLength: max })], { error: MESSAGES.text }));
const name = (message: string) => t.String({ maxLength: 50, error: message });
const multiplier = t.Number({ minimum: 0.1, maximum: 5, error: MESSAGES.multiplier });
const toolType = t.Union(
  TOOL_TYPES.map((v) => t.Literal(v)),
  { error: MESSAGES.toolType },
);

export const difficultyCreate = t.Object({
  name: name(MESSAGES.difficultyName),
  description: optionalText(500),
  icon: optionalText(100),
  reward_multiplier: t.Optional(multiplier),
});
export const difficultyUpdate = t.Partial(difficultyCreate);

export const categoryCreate = t.Object({
  name: name(MESSAGES.categoryName),
  description: optionalText(500),
  icon: optionalText(100),
});
export const categoryUpdate = t.Partial(categoryCreate);

export const iconCreate = t.Object({
  name: name(MESSAGES.iconName),
  icon_code: t.String({ maxLength: 100, error: MESSAGES.iconCode }),
  category_id: t.Optional(t.Union([t.Null(), t.String({ maxLength: 64 })], { error: "分类不存在" })),
});
export const iconUpdate = t.Partial(iconCreate);

export const weaponCreate = t.Object({
  name: name(MESSAGES.weaponName),
  description: optionalText(500),
  icon: t.String({ maxLength: 100, error: MESSAGES.weaponIcon }),
  tool_type: toolType,
});
export const weaponUpdate = t.Partial(weaponCreate);

export const idParams = t.Object({ id: t.String({ maxLength: 64 }) });

/** Icons filter by category id (`category` is accepted as an alias). */
export const iconQuery = t.Object({
  category_id: t.Optional(t.String({ maxLength: 64 })),
  category: t.Optional(t.String({ maxLength: 64 })),
});

/** Weapons filter by tool type (`tool_type` is accepted as an alias of the spec's weapon_type). */
export const weaponQuery = t.Object({
  weapon_type: t.Optional(toolType),
  tool_type: t.Optional(toolType),
});
