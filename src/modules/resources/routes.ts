import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import type { Clock } from "../achievements/service.ts";
import { awardResourcesBody, awardXpBody, idParams, resourcesBody } from "./model.ts";
import { awardResources, awardXp, updateResources } from "./service.ts";

/** PUT /api/users/{id}/resources, POST /api/users/{id}/award-xp and /award-resources (D11, 3-gm §5). */
export const resourcesRoutes = (db: Db, config: Config, auth: AuthPlugin, now: () => Date = () => new Date()) => {
  const clock = (): Clock => ({ now: now(), timeZone: config.timezone });
  return new Elysia({ name: "resources", prefix: "/users" })
    .use(auth)
    .put("/:id/resources", ({ actor, params, body }) => ({ data: updateResources(db, actor, params.id, body, clock()) }), {
      auth: true,
      params: idParams,
      body: resourcesBody,
    })
    .post("/:id/award-xp", ({ actor, params, body }) => ({ data: awardXp(db, actor, params.id, body, clock()) }), {
      auth: true,
      params: idParams,
      body: awardXpBody,
    })
    .post("/:id/award-resources", ({ actor, params, body }) => ({ data: awardResources(db, actor, params.id, body, clock()) }), {
      auth: true,
      params: idParams,
      body: awardResourcesBody,
    });
};
