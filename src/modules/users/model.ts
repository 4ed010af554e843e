import { t } from "elysia";
import { GRADES } from "../../../db/schema/index.ts";

export const NAME_MESSAGE = "姓名至少需要2个字符";
export const EMAIL_MESSAGE = "请输入有效的邮箱地址";
export const USERNAME_MESSAGE = "玩家名需为2-20个字符，只能包含字母、数字、下划线或汉字";
export const GRADE_MESSAGE = "请选择有效的年级";
export const AVATAR_MESSAGE = "请上传有效的图片文件";

/** Basic address shape; the server lowercases before storing. */
export const EMAIL_PATTERN = "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$";
/**
 * Latin letters, digits, underscore and CJK characters; no "@", so a name can never look like
 * an e-mail. Written without \\p{..} classes because TypeBox compiles patterns without the u flag.
 */
export const USERNAME_PATTERN = "^[A-Za-z0-9_\\u3400-\\u4dbf\\u4e00-\\u9fff]{2,20}$";

/** A name of at least 2 characters once trimmed (the pattern needs two non-space characters). */
export const nameField = t.String({ minLength: 2, maxLength: 50, pattern: "\\S.*\\S|\\S\\S", error: NAME_MESSAGE });

/** Profile edit (PUT /api/users/me and /api/users/{id}). All optional; present ones are checked. */
export const updateUserBody = t.Object({
  name: t.Optional(nameField),
  grade: t.Optional(t.Union([t.Null(), t.Literal(""), ...GRADES.map((g) => t.Literal(g))], { error: GRADE_MESSAGE })),
  // A union reports its own message, not its members'.
  school: t.Optional(t.Union([t.Null(), t.String({ maxLength: 100 })], { error: "学校名称不能超过100个字符" })),
  avatar_url: t.Optional(t.Union([t.Null(), t.String({ maxLength: 500 })], { error: AVATAR_MESSAGE })),
});

export const fullnamesBody = t.Object({
  userIds: t.Array(t.String({ maxLength: 64 }), { maxItems: 500, error: "userIds 必须是最多500个用户ID的列表" }),
});

export const idParams = t.Object({ id: t.String({ maxLength: 64 }) });
