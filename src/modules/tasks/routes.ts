import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import { createInstance } from "./create.ts";
import { gmParams, idParams, instanceCreate, instanceQuery, instanceUpdate, submitBody, templateCreate, templateQuery, templateUpdate } from "./model.ts";
import { getInstance, listGmInstances, listPlayerInstances, type Clock, type InstanceFilters } from "./queries.ts";
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from "./templates.ts";
import { submitInstance, updateInstance } from "./transitions.ts";

type InstanceQuery = Omit<InstanceFilters, "player_id"> & { playerId?: string; player_id?: string };
const filtersOf = ({ playerId, player_id, ...rest }: InstanceQuery): InstanceFilters => ({ ...rest, player_id: player_id ?? playerId });

/**
 * /api/tasks/templates and /api/tasks/instances (spec 1-core §7 Tasks, 3-gm §4). `now` is read
 * per request; tests move it with bun:test's setSystemTime.
 */
export const tasksRoutes = (db: Db, config: Config, auth: AuthPlugin, now: () => Date = () => new Date()) => {
  const clock = (): Clock => ({ now: now(), timeZone: config.timezone });
  return new Elysia({ name: "tasks", prefix: "/tasks" })
    .use(auth)
    .get("/templates", ({ actor, query }) => listTemplates(db, actor, query), { auth: true, query: templateQuery })
    .post("/templates", ({ actor, body }) => ({ data: createTemplate(db, actor, body, now()) }), { auth: true, body: templateCreate })
    .get("/templates/:id", ({ actor, params }) => ({ data: getTemplate(db, actor, params.id) }), { auth: true, params: idParams })
    .put("/templates/:id", ({ actor, params, body }) => ({ data: updateTemplate(db, actor, params.id, body, now()) }), {
      auth: true,
      params: idParams,
      body: templateUpdate,
    })
    .delete("/templates/:id", ({ actor, params }) => ({ data: deleteTemplate(db, actor, params.id, now()) }), { auth: true, params: idParams })
    .get("/instances", ({ actor, query }) => listPlayerInstances(db, actor, filtersOf(query), clock()), { auth: true, query: instanceQuery })
    .post("/instances", ({ actor, body }) => ({ data: createInstance(db, actor, body, clock()) }), { auth: true, body: instanceCreate })
    .get("/instances/:id", ({ actor, params }) => ({ data: getInstance(db, actor, params.id) }), { auth: true, params: idParams })
    .put("/instances/:id", ({ actor, params, body }) => ({ data: updateInstance(db, actor, params.id, body, clock()) }), {
      auth: true,
      params: idParams,
      body: instanceUpdate,
    })
    .put("/instances/:id/submit", ({ actor, params, body }) => ({ data: submitInstance(db, actor, params.id, body, clock()) }), {
      auth: true,
      params: idParams,
      body: submitBody,
    })
    .get("/gm/:gmId/instances", ({ actor, params, query }) => listGmInstances(db, actor, params.gmId, filtersOf(query), clock()), {
      auth: true,
      params: gmParams,
      query: instanceQuery,
    });
};
