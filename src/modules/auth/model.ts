import { t } from "elysia";
import { EMAIL_MESSAGE, EMAIL_PATTERN, nameField, USERNAME_MESSAGE, USERNAME_PATTERN } from "../users/model.ts";

export const PASSWORD_MESSAGE = "密码至少需要6个字符";

const password = t.String({ minLength: 6, maxLength: 128, error: PASSWORD_MESSAGE });
const email = t.String({ pattern: EMAIL_PATTERN, maxLength: 254, error: EMAIL_MESSAGE });

export const registerBody = t.Object({
  email,
  password,
  name: nameField,
  // The message sits on the union: a member's own message is not reported.
  username: t.Optional(t.Union([t.Literal(""), t.String({ pattern: USERNAME_PATTERN })], { error: USERNAME_MESSAGE })),
});

/** `email` may be an address or a player name (D2). */
export const loginBody = t.Object({
  email: t.String({ minLength: 1, maxLength: 254, error: "请输入你的玩家名！" }),
  password: t.String({ minLength: 1, maxLength: 128, error: "请输入通行暗号！" }),
});

export const changePasswordBody = t.Object({
  current_password: t.String({ minLength: 6, maxLength: 128, error: PASSWORD_MESSAGE }),
  new_password: password,
});

export const forgotPasswordBody = t.Object({
  email: t.String({ minLength: 1, maxLength: 254, error: EMAIL_MESSAGE }),
});

export const resetPasswordBody = t.Object({
  email: t.String({ minLength: 1, maxLength: 254, error: "请输入你的玩家名或邮箱" }),
  code: t.String({ minLength: 4, maxLength: 32, error: "请输入重置码" }),
  new_password: password,
});
