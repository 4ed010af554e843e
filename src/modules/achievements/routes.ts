import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import { playerQuery, unlockBody } from "./model.ts";
import { checkFor, grantAchievement, listTemplates, listUnlocked, type Clock } from "./service.ts";

/** /api/achievements (spec 1-core §7 Achievements; docs/decisions.md E8–E11). */
export const achievementsRoutes = (db: Db, config: Config, auth: AuthPlugin, now: () => Date = () => new Date()) => {
  const clock = (): Clock => ({ now: now(), timeZone: config.timezone });
  return new Elysia({ name: "achievements", prefix: "/achievements" })
    .use(auth)
    .get("/templates", ({ actor, query }) => listTemplates(db, actor, query.player_id, clock()), { auth: true, query: playerQuery })
    .get("/unlocked", ({ actor, query }) => listUnlocked(db, actor, query.player_id), { auth: true, query: playerQuery })
    .post("/unlock", ({ actor, body }) => ({ data: grantAchievement(db, actor, body, clock()) }), { auth: true, body: unlockBody })
    .post("/check", ({ actor, query }) => ({ data: checkFor(db, actor, query.player_id, clock()) }), { auth: true, query: playerQuery });
};
