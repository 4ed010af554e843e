import { t } from "elysia";

const file = t.File({ error: "请选择要上传的文件" });
const folder = t.Optional(t.String({ maxLength: 300, error: "文件路径无效" }));

/** multipart: file plus an optional folder (filePath) such as tasks/{playerId}/{taskId}. */
export const uploadBody = t.Object({
  file,
  filePath: folder,
  contentType: t.Optional(t.String({ maxLength: 100 })),
  contentId: t.Optional(t.String({ maxLength: 100 })),
});

export const avatarBody = t.Object({ file });

export const filesQuery = t.Object({
  prefix: t.Optional(t.String({ maxLength: 300 })),
  limit: t.Optional(t.Numeric({ minimum: 1, maximum: 500, error: "limit 必须是1到500之间的整数" })),
});

export const keyQuery = t.Object({ key: t.String({ minLength: 1, maxLength: 400, error: "缺少文件key" }) });

export const presignQuery = t.Object({
  filename: t.String({ minLength: 1, maxLength: 200, error: "缺少文件名" }),
  contentType: t.String({ minLength: 1, maxLength: 100, error: "缺少文件类型" }),
  filePath: folder,
});

export const signedQuery = t.Object({ token: t.String({ minLength: 10, maxLength: 2000, error: "上传链接无效或已过期" }) });
