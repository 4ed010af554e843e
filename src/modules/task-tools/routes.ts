import { Elysia } from "elysia";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { taskWeapons } from "../../../db/schema/index.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import { weaponCreate, weaponQuery, weaponUpdate } from "../task-meta/model.ts";
import { createMeta, deleteMeta, getMeta, listMeta, updateMeta } from "../task-meta/service.ts";
import { idParams, sessionCreate, sessionQuery, sessionUpdate, toolParams } from "./model.ts";
import { createSession, deleteSession, listSessions, updateSession } from "./sessions.ts";

const deleted = { data: { success: true } };

/** /api/task-tools/weapons and /sessions (spec 1-core §7, 3-gm §2.1 task metadata). */
export const taskToolsRoutes = (db: Db, auth: AuthPlugin) =>
  new Elysia({ name: "task-tools", prefix: "/task-tools" })
    .use(auth)
    .get(
      "/weapons",
      ({ actor, query }) => {
        const type = query.weapon_type ?? query.tool_type;
        return listMeta(db, actor, "weapons", type ? [eq(taskWeapons.tool_type, type)] : []);
      },
      { auth: true, query: weaponQuery },
    )
    .post("/weapons", ({ actor, body }) => ({ data: createMeta(db, actor, "weapons", body) }), { auth: true, body: weaponCreate })
    .get("/weapons/:toolId", ({ actor, params }) => ({ data: getMeta(db, actor, "weapons", params.toolId) }), { auth: true, params: toolParams })
    .put("/weapons/:toolId", ({ actor, params, body }) => ({ data: updateMeta(db, actor, "weapons", params.toolId, body) }), {
      auth: true,
      params: toolParams,
      body: weaponUpdate,
    })
    .delete("/weapons/:toolId", ({ actor, params }) => (deleteMeta(db, actor, "weapons", params.toolId), deleted), { auth: true, params: toolParams })
    .post("/sessions", ({ actor, body }) => ({ data: createSession(db, actor, body) }), { auth: true, body: sessionCreate })
    .get("/sessions", ({ actor, query }) => listSessions(db, actor, query), { auth: true, query: sessionQuery })
    .put("/sessions/:id", ({ actor, params, body }) => ({ data: updateSession(db, actor, params.id, body) }), {
      auth: true,
      params: idParams,
      body: sessionUpdate,
    })
    .delete("/sessions/:id", ({ actor, params }) => (deleteSession(db, actor, params.id), deleted), { auth: true, params: idParams });
