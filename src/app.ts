import { Elysia, ValidationError } from "elysia";
import { join } from "node:path";
import type { Db } from "../db/client.ts";
import type { Config } from "./config.ts";
import { authPlugin } from "./lib/auth.ts";
import { AppError } from "./lib/errors.ts";
import { LoginThrottle } from "./lib/login-throttle.ts";
import { log } from "./lib/log.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { DictionaryHandle } from "./modules/dictionary/handle.ts";
import { dictionaryRoutes } from "./modules/dictionary/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { uploadRoutes } from "./modules/uploads/routes.ts";
import { usersRoutes } from "./modules/users/routes.ts";
import { playersRoutes } from "./modules/players/routes.ts";
import { taskMetaRoutes } from "./modules/task-meta/routes.ts";
import { taskToolsRoutes } from "./modules/task-tools/routes.ts";
import { tasksRoutes } from "./modules/tasks/routes.ts";
import { achievementsRoutes } from "./modules/achievements/routes.ts";
import { resourcesRoutes } from "./modules/resources/routes.ts";
import { rewardsRoutes } from "./modules/rewards/routes.ts";
import type { LocalStore } from "./storage/local-store.ts";

export type AppDeps = {
  db: Db;
  config: Config;
  store: LocalStore;
  /** Signs session tokens and upload grants; kept in the data folder. */
  secret: string;
  throttle?: LoginThrottle;
  /** The reference dictionary (D19); defaults to dictionary.db in the data folder. */
  dictionary?: DictionaryHandle;
};

/** Turns any thrown error into `{ error }` with the right status (D20); never leaks a stack. */
function errorResponse(code: string | number, error: unknown): { status: number; body: { error: string }; retryAfter?: number } {
  if (error instanceof AppError) return { status: error.status, body: { error: error.message }, retryAfter: error.retryAfter };
  if (error instanceof ValidationError) {
    const message = typeof error.customError === "string" ? error.customError : "请求参数无效";
    return { status: 400, body: { error: message } };
  }
  switch (code) {
    case "NOT_FOUND":
      return { status: 404, body: { error: "接口不存在" } };
    case "PARSE":
      return { status: 400, body: { error: "请求格式无效" } };
    case "INVALID_FILE_TYPE":
      return { status: 400, body: { error: "文件类型无效" } };
    default:
      if (typeof code === "number" && code >= 400 && code < 500) return { status: code, body: { error: "请求无效" } };
      log.error("unhandled error", error);
      return { status: 500, body: { error: "服务器内部错误，请稍后重试" } };
  }
}

/** The whole API under /api, composed from the feature modules. */
export function createApp(deps: AppDeps) {
  const { db, config, store, secret } = deps;
  const throttle = deps.throttle ?? new LoginThrottle();
  const auth = authPlugin(db, secret);
  const dictionary = deps.dictionary ?? new DictionaryHandle(join(config.dataDir, "dictionary.db"));

  return new Elysia({ prefix: "/api" })
    .onError(({ code, error, set }) => {
      const { status, body, retryAfter } = errorResponse(code, error);
      set.status = status;
      if (retryAfter) set.headers["retry-after"] = String(retryAfter);
      return body;
    })
    .use(healthRoutes(db))
    .use(authRoutes(db, config, auth, throttle))
    .use(usersRoutes(db, auth))
    .use(uploadRoutes(db, store, auth, secret))
    .use(dictionaryRoutes(dictionary))
    .use(playersRoutes(db, config, auth))
    .use(taskMetaRoutes(db, auth))
    .use(tasksRoutes(db, config, auth))
    .use(taskToolsRoutes(db, auth))
    .use(rewardsRoutes(db, config, store, auth))
    .use(resourcesRoutes(db, config, auth))
    .use(achievementsRoutes(db, config, auth));
}

export type App = ReturnType<typeof createApp>;
