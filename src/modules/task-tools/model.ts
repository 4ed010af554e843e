import { t } from "elysia";
import { TOOL_SESSION_STATUSES } from "../../../db/schema/index.ts";

export const SESSION_STATUS_MESSAGE = "无效的会话状态";

const status = t.Union(TOOL_SESSION_STATUSES.map((v) => t.Literal(v)), { error: SESSION_STATUS_MESSAGE });
const sessionId = t.Union([t.Null(), t.String({ maxLength: 100 })], { error: "session_id 无效" });

export const sessionCreate = t.Object({
  task_instance_id: t.String({ minLength: 1, maxLength: 64, error: "请选择任务" }),
  tool_id: t.String({ minLength: 1, maxLength: 64, error: "请选择武器" }),
  session_id: t.Optional(sessionId),
  status: t.Optional(status),
});

export const sessionUpdate = t.Object({
  session_id: t.Optional(sessionId),
  status: t.Optional(status),
  tool_id: t.Optional(t.String({ minLength: 1, maxLength: 64, error: "请选择武器" })),
});

export const sessionQuery = t.Object({
  task_instance_id: t.Optional(t.String({ maxLength: 64 })),
  tool_id: t.Optional(t.String({ maxLength: 64 })),
});

export const toolParams = t.Object({ toolId: t.String({ maxLength: 64 }) });
export const idParams = t.Object({ id: t.String({ maxLength: 64 }) });
