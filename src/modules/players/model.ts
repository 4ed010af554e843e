import { t } from "elysia";
import { GRADES } from "../../../db/schema/index.ts";
import { GRADE_MESSAGE } from "../users/model.ts";

export const REQUIRED_MESSAGE = "请填写所有必填字段";
export const MISSING_GM_MESSAGE = "无法获取 GM ID，请重新登录";

const required = (max: number) => t.String({ maxLength: max, error: REQUIRED_MESSAGE });

/** POST /api/users/players (3-gm §3 new player input, §5 validation). */
export const addPlayerBody = t.Object({
  email: required(254),
  username: required(50),
  name: required(50),
  grade: t.Optional(t.Union([t.Null(), t.Literal(""), ...GRADES.map((g) => t.Literal(g))], { error: GRADE_MESSAGE })),
  school: t.Optional(t.Union([t.Null(), t.String({ maxLength: 100 })], { error: "学校名称不能超过100个字符" })),
  gm_id: t.Optional(t.Union([t.Null(), t.String({ maxLength: 64 })], { error: MISSING_GM_MESSAGE })),
});

export const idParams = t.Object({ id: t.String({ maxLength: 64 }) });
export const gmParams = t.Object({ gmId: t.String({ maxLength: 64 }) });
