import { Elysia } from "elysia";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { taskIcons } from "../../../db/schema/index.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import { categoryCreate, categoryUpdate, difficultyCreate, difficultyUpdate, iconCreate, iconQuery, iconUpdate, idParams } from "./model.ts";
import { createMeta, deleteMeta, getMeta, listMeta, updateMeta } from "./service.ts";

const deleted = { data: { success: true } };

/** /api/tasks/difficulties, /categories, /icons: the GM's task metadata (3-gm §2.1, §5). */
export const taskMetaRoutes = (db: Db, auth: AuthPlugin) =>
  new Elysia({ name: "task-meta", prefix: "/tasks" })
    .use(auth)
    .get("/difficulties", ({ actor }) => listMeta(db, actor, "difficulties"), { auth: true })
    .post("/difficulties", ({ actor, body }) => ({ data: createMeta(db, actor, "difficulties", body) }), { auth: true, body: difficultyCreate })
    .get("/difficulties/:id", ({ actor, params }) => ({ data: getMeta(db, actor, "difficulties", params.id) }), { auth: true, params: idParams })
    .put("/difficulties/:id", ({ actor, params, body }) => ({ data: updateMeta(db, actor, "difficulties", params.id, body) }), {
      auth: true,
      params: idParams,
      body: difficultyUpdate,
    })
    .delete("/difficulties/:id", ({ actor, params }) => (deleteMeta(db, actor, "difficulties", params.id), deleted), { auth: true, params: idParams })
    .get("/categories", ({ actor }) => listMeta(db, actor, "categories"), { auth: true })
    .post("/categories", ({ actor, body }) => ({ data: createMeta(db, actor, "categories", body) }), { auth: true, body: categoryCreate })
    .get("/categories/:id", ({ actor, params }) => ({ data: getMeta(db, actor, "categories", params.id) }), { auth: true, params: idParams })
    .put("/categories/:id", ({ actor, params, body }) => ({ data: updateMeta(db, actor, "categories", params.id, body) }), {
      auth: true,
      params: idParams,
      body: categoryUpdate,
    })
    .delete("/categories/:id", ({ actor, params }) => (deleteMeta(db, actor, "categories", params.id), deleted), { auth: true, params: idParams })
    .get(
      "/icons",
      ({ actor, query }) => {
        const category = query.category_id ?? query.category;
        return listMeta(db, actor, "icons", category ? [eq(taskIcons.category_id, category)] : []);
      },
      { auth: true, query: iconQuery },
    )
    .post("/icons", ({ actor, body }) => ({ data: createMeta(db, actor, "icons", body) }), { auth: true, body: iconCreate })
    .get("/icons/:id", ({ actor, params }) => ({ data: getMeta(db, actor, "icons", params.id) }), { auth: true, params: idParams })
    .put("/icons/:id", ({ actor, params, body }) => ({ data: updateMeta(db, actor, "icons", params.id, body) }), {
      auth: true,
      params: idParams,
      body: iconUpdate,
    })
    .delete("/icons/:id", ({ actor, params }) => (deleteMeta(db, actor, "icons", params.id), deleted), { auth: true, params: idParams });
