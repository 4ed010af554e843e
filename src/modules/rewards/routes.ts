import { Elysia } from "elysia";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { AuthPlugin } from "../../lib/auth.ts";
import type { LocalStore } from "../../storage/local-store.ts";
import type { Clock } from "../achievements/service.ts";
import { listLogs, postLog } from "./history.ts";
import { createItem, getItem, itemIconFile, listItems, updateItem } from "./items.ts";
import { idParams, itemCreate, itemQuery, itemUpdate, logBody, logsQuery, pendingQuery, redeemBody, redeemedQuery, redeemedUpdate } from "./model.ts";
import { redeem } from "./redeem.ts";
import { listPending, listRedeemed, updateRedeemed } from "./redeemed.ts";

/** /api/rewards: the store, redemptions and the reward log (spec 1-core §7 Rewards, 3-gm §7, D10, D11). */
export const rewardsRoutes = (db: Db, config: Config, store: LocalStore, auth: AuthPlugin, now: () => Date = () => new Date()) => {
  const clock = (): Clock => ({ now: now(), timeZone: config.timezone });
  return new Elysia({ name: "rewards", prefix: "/rewards" })
    .use(auth)
    .get("/items", ({ actor, query }) => listItems(db, actor, query), { auth: true, query: itemQuery })
    .post("/items", ({ actor, body }) => ({ data: createItem(db, actor, body, now()) }), { auth: true, body: itemCreate })
    .get("/items/:id", ({ actor, params }) => ({ data: getItem(db, actor, params.id) }), { auth: true, params: idParams })
    .put("/items/:id", ({ actor, params, body }) => ({ data: updateItem(db, actor, params.id, body, now()) }), {
      auth: true,
      params: idParams,
      body: itemUpdate,
    })
    .get(
      "/items/:id/icon",
      ({ actor, params }) => {
        const file = itemIconFile(db, actor, params.id);
        return new Response(store.file(file.key), {
          headers: { "content-type": file.content_type, "cache-control": "private, max-age=86400", "x-content-type-options": "nosniff" },
        });
      },
      { auth: true, params: idParams },
    )
    .post("/redeem", ({ actor, body }) => ({ data: redeem(db, actor, body, clock()) }), { auth: true, body: redeemBody })
    .get("/redeemed", ({ actor, query }) => listRedeemed(db, actor, query), { auth: true, query: redeemedQuery })
    .put("/redeemed/:id", ({ actor, params, body }) => ({ data: updateRedeemed(db, actor, params.id, body, now()) }), {
      auth: true,
      params: idParams,
      body: redeemedUpdate,
    })
    .get("/pending", ({ actor, query }) => listPending(db, actor, query.gm_id), { auth: true, query: pendingQuery })
    .get("/logs", ({ actor, query }) => listLogs(db, actor, query), { auth: true, query: logsQuery })
    .post("/logs", ({ actor, body }) => ({ data: postLog(db, actor, body, clock()) }), { auth: true, body: logBody });
};
